'use client';

import type { ConflictRow } from '@/components/admin/ConflictPanel';
import { useTranslations } from '@/lib/client/intl';
import { parseGrams } from '@/features/diary/rules';
import type { DiaryEntryView, DiaryTargets } from '@/features/diary/server/diary';
import { useTargetName } from './DiaryEntryCard';
import { draftOf, inputOf, type DiaryDraft } from './diary-draft';

/** What the stored update (after a 409) and the form say differently, field by field. */
export function useDiaryClashes(targets: DiaryTargets) {
  const t = useTranslations('AdminDiary');
  const targetName = useTargetName(targets);
  return (current: DiaryEntryView, draft: DiaryDraft): ConflictRow[] => {
    const theirs = draftOf(current);
    const rows: ConflictRow[] = [];
    if (theirs.target !== draft.target) {
      rows.push({
        path: 'target',
        label: t('targetLabel'),
        theirs: targetName(current),
        mine: targetName(inputOf(draft, targets).input),
      });
    }
    for (const lang of ['en', 'hu', 'de'] as const) {
      if (theirs.text[lang] !== draft.text[lang]) {
        rows.push({
          path: `text.${lang}`,
          label: t('textLabel', { language: lang }),
          theirs: theirs.text[lang],
          mine: draft.text[lang],
        });
      }
    }
    const mine = inputOf(draft, targets).input;
    // Weights as typed ("1,2 kg") against grams stored: compared as read.
    const mineGrams = mine.weights.map((w) => ({ ...w, grams: parseGrams(w.grams) ?? w.grams }));
    if (JSON.stringify(current.weights) !== JSON.stringify(mineGrams)) {
      rows.push({
        path: 'weights',
        label: t('weightsLegend'),
        theirs: current.weights.map((w) => w.grams).join(', '),
        mine: mine.weights.map((w) => w.grams).join(', '),
      });
    }
    if (JSON.stringify(current.healthEvents) !== JSON.stringify(mine.healthEvents)) {
      rows.push({
        path: 'healthEvents',
        label: t('healthLegend'),
        theirs: current.healthEvents
          .map((e) => `${t('kind', { kind: e.kind })} ${e.date}`)
          .join(', '),
        mine: mine.healthEvents.map((e) => `${t('kind', { kind: e.kind })} ${e.date}`).join(', '),
      });
    }
    return rows;
  };
}
