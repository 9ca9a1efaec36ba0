'use client';

import { useState, type ReactNode } from 'react';
import type { UseFormGetValues, UseFormReset, UseFormSetValue } from 'react-hook-form';
import { ConflictPanel } from '@/components/admin/ConflictPanel';
import type { AppLocale } from '@/i18n/routing';
import { mergeEdits, valueAt } from '@/lib/client/edit-merge';
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

/**
 * The litter form's answer to a save someone else's came first (409 `editConflict`), as the dog
 * form's: their changes to untouched fields come in, fields both changed are shown side by side.
 */
export function useLitterConflict({
  known,
  setKnown,
  getValues,
  setValue,
  reset,
  parents,
}: Options) {
  const [conflict, setConflict] = useState<{ theirs: Litter; adopt: string[]; clash: string[] }>();
  const { label, show } = useFieldText(parents);

  const begin = (theirs: Litter) => {
    const theirFields = toFields(theirs);
    const { adopt, clash } = mergeEdits(toFields(known), theirFields, getValues(), COMPARED);
    for (const path of adopt) {
      setValue(path as 'matedAt', valueAt(theirFields, path) as string, { shouldDirty: true });
    }
    setConflict({ theirs, adopt, clash });
  };

  const panel = (save: (theirs: Litter) => void, busy: boolean) =>
    conflict && (
      <ConflictPanel
        adopted={conflict.adopt.map(label)}
        clashes={conflict.clash.map((path) => ({
          path,
          label: label(path),
          theirs: show(path, toFields(conflict.theirs)),
          mine: show(path, getValues()),
        }))}
        onKeepMine={() => {
          setKnown(conflict.theirs);
          save(conflict.theirs);
        }}
        onTakeTheirs={() => {
          setKnown(conflict.theirs);
          reset(toFields(conflict.theirs));
          setConflict(undefined);
        }}
        busy={busy}
      />
    );

  return { begin, end: () => setConflict(undefined), panel };
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
      case 'expectedAt':
      case 'bornAt':
        return formatDay(String(value), locale, 'medium');
      default:
        return String(value);
    }
  };

  return { label, show };
}
