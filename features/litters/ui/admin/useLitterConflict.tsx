'use client';

import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { valueAt } from '@/lib/client/edit-merge';
import { useLocale, useTranslations } from '@/lib/client/intl';
import { formatDay } from '@/lib/i18n/dates';
import type { LitterFields, ParentOption } from './litter-fields';

/** The litter form's conflict panel: a field's name and its value as the screens write them. */
export function useLitterFieldText(parents: ParentOption[]) {
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
