'use client';

import { SaveConflict } from '@/components/admin/SaveConflict';
import type { PageContent } from '@/features/pages/content';
import { valueAt } from '@/lib/client/edit-merge';
import { useTranslations } from '@/lib/client/intl';
import { useBlockLabel } from './BlockField';
import { draftOf, plainText } from './page-form';
import type { PageConflict as Conflict } from './usePageEditor';

/** A save refused because the page was saved elsewhere: theirs beside what was typed here. */
export function PageConflict({
  conflict,
  content,
  busy,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: Conflict;
  content: PageContent;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const tConflict = useTranslations('EditConflict');
  const tLocales = useTranslations('Locales');
  const blockLabel = useBlockLabel();
  const theirs = draftOf(conflict.theirs);
  const label = (path: string) => {
    const [name, locale] = path.split('.') as [string, 'en' | 'hu' | 'de' | undefined];
    return locale ? `${blockLabel(name)} (${tLocales(locale)})` : blockLabel(name);
  };
  const show = (value: unknown) => plainText(value) || <em>{tConflict('empty')}</em>;
  return (
    <SaveConflict
      save={{
        conflict: { ...conflict, theirFields: theirs },
        values: () => content,
        keepMine: onKeepMine,
        takeTheirs: onTakeTheirs,
      }}
      label={label}
      show={(path, fields) => show(valueAt(fields, path))}
      busy={busy}
    />
  );
}
