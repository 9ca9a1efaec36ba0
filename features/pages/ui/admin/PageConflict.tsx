'use client';

import { ConflictPanel } from '@/components/admin/ConflictPanel';
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
    <ConflictPanel
      adopted={conflict.adopt.map(label)}
      clashes={conflict.clash.map((path) => ({
        path,
        label: label(path),
        theirs: show(valueAt(theirs, path)),
        mine: show(valueAt(content, path)),
      }))}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
      busy={busy}
    />
  );
}
