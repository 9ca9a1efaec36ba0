'use client';

import type { ReactNode } from 'react';
import type { UseFormGetValues, UseFormReset, UseFormSetValue } from 'react-hook-form';
import { useFormConflict } from '@/components/admin/useFormConflict';
import type { AppLocale } from '@/i18n/routing';
import { valueAt } from '@/lib/client/edit-merge';
import { useLocale, useTranslations } from '@/lib/client/intl';
import { formatDay } from '@/lib/i18n/dates';
import type { Litter } from '@/lib/validation/responses';
import { COMPARED, toFields, type LitterFields } from './litter-fields';
import type { ParentOption } from './litter-fields';

interface Options {
  known: Litter | undefined;
  setKnown: (litter: Litter) => void;
  getValues: UseFormGetValues<LitterFields>;
  setValue: UseFormSetValue<LitterFields>;
  reset: UseFormReset<LitterFields>;
  parents: ParentOption[];
}

/** The litter form's answer to a save someone else's came first (409 `editConflict`). */
export function useLitterConflict({ parents, ...form }: Options) {
  const { label, show } = useFieldText(parents);
  return useFormConflict({ ...form, toFields, compared: COMPARED, label, show });
}

function useFieldText(parents: ParentOption[]) {
  const t = useTranslations('LitterAdmin');
  const tLitters = useTranslations('Litters');
  const tConflict = useTranslations('EditConflict');
  const locale = useLocale() as AppLocale;

  const label = (path: string): string => {
    const [field, key, color] = path.split('.');
    if (field === 'note') return t('noteIn', { locale: key ?? 'en' });
    if (field === 'outsideSire')
      return t(key === 'name' ? 'outsideSireName' : 'outsideSireRegistration');
    if (field === 'expected' || field === 'born') {
      const part = key === 'colors' ? t('colorCount', { color: color ?? '' }) : t(key as 'males');
      return `${t(field)}: ${part}`;
    }
    if (field === 'fatherId') return t('father');
    if (field === 'motherId') return t('mother');
    return t(field as 'status');
  };

  const show = (path: string, fields: LitterFields): ReactNode => {
    const value = valueAt(fields, path);
    if (value === null || value === undefined || value === '') return <em>{tConflict('empty')}</em>;
    const [field] = path.split('.');
    switch (field) {
      case 'motherId':
      case 'fatherId':
        return parents.find((p) => p.id === Number(value))?.name ?? `#${String(value)}`;
      case 'status':
        return tLitters('status', { status: String(value) });
      case 'sire':
        return t(
          value === 'kennel' ? 'sireKennel' : value === 'outside' ? 'sireOutside' : 'sireNone',
        );
      case 'matedAt':
      case 'ovulationAt':
      case 'expectedAt':
      case 'bornAt':
        return formatDay(String(value), locale, 'medium');
      default:
        return String(value);
    }
  };

  return { label, show };
}
