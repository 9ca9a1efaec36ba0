import { heatDateErrors, PROGESTERONE_MAX } from '@/features/breeding/record-rules';
import type { HeatView } from '@/features/breeding/records-schema';
import type { ProgesteroneResult } from '@/features/breeding/records';

/** A heat's form as typed: progesterone as written (`5,6`), the litter as the select's value. */
export interface HeatDraft {
  startedAt: string;
  results: { date: string; value: string }[];
  matings: string[];
  ovulationAt: string;
  litterId: string;
  note: string;
}

export const emptyHeat = (today: string): HeatDraft => ({
  startedAt: today,
  results: [],
  matings: [],
  ovulationAt: '',
  litterId: '',
  note: '',
});

export const draftOf = (heat: HeatView): HeatDraft => ({
  startedAt: heat.startedAt,
  results: heat.progesterone.map((r) => ({ date: r.date, value: String(r.ngPerMl) })),
  matings: [...heat.matings],
  ovulationAt: heat.ovulationAt ?? '',
  litterId: heat.litterId === null ? '' : String(heat.litterId),
  note: heat.note,
});

/** `5,6` or `5.6` ng/ml; null when it is no number. */
export function parseNg(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  return /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : null;
}

/** The results typed so far that read as numbers (the live ovulation hint reads them). */
export const typedResults = (draft: HeatDraft): ProgesteroneResult[] =>
  draft.results.flatMap((r) => {
    const ngPerMl = parseNg(r.value);
    return r.date && ngPerMl !== null ? [{ date: r.date, ngPerMl }] : [];
  });

/** The request body: empty rows left out; the server answers with the same field paths. */
export function inputOf(draft: HeatDraft) {
  return {
    startedAt: draft.startedAt,
    progesterone: draft.results.map((r) => ({
      date: r.date,
      ngPerMl: parseNg(r.value) ?? Number.NaN,
    })),
    matings: draft.matings,
    ovulationAt: draft.ovulationAt || null,
    litterId: draft.litterId ? Number(draft.litterId) : null,
    note: draft.note,
  };
}

/** What the browser can tell before sending, by field path (`progesterone.0.ngPerMl`…). */
export function draftErrors(draft: HeatDraft, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.startedAt) errors.startedAt = 'invalidDate';
  draft.results.forEach((r, i) => {
    if (!r.date) errors[`progesterone.${i}.date`] = 'invalidDate';
    const ng = parseNg(r.value);
    if (ng === null || ng > PROGESTERONE_MAX)
      errors[`progesterone.${i}.ngPerMl`] = 'progesteroneRange';
  });
  draft.matings.forEach((m, i) => {
    if (!m) errors[`matings.${i}`] = 'invalidDate';
  });
  if (Object.keys(errors).length) return errors;
  for (const error of heatDateErrors(
    {
      startedAt: draft.startedAt,
      progesterone: draft.results,
      matings: draft.matings,
      ovulationAt: draft.ovulationAt || null,
    },
    today,
  )) {
    errors[error.path] ??= error.msg;
  }
  return errors;
}
