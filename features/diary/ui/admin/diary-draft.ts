import type { HealthEventKind } from '@/features/diary/rules';
import type { DiaryEntryRequest } from '@/features/diary/schema';
import type { DiaryEntryView, DiaryTargets } from '@/features/diary/server/diary';

/** The form as typed: the target as `dog:ID` or `litter:ID`, weights by puppy as typed. */
export interface DiaryDraft {
  target: string;
  text: { en: string; hu: string; de: string };
  weights: Record<number, string>;
  events: { kind: HealthEventKind; date: string; note: string }[];
}

export const today = () => new Date().toLocaleDateString('en-CA');

export const emptyDraft = (target = ''): DiaryDraft => ({
  target,
  text: { en: '', hu: '', de: '' },
  weights: {},
  events: [],
});

export function draftOf(entry: DiaryEntryView): DiaryDraft {
  return {
    target: entry.dogId ? `dog:${entry.dogId}` : `litter:${entry.litterId}`,
    text: { ...entry.text },
    weights: Object.fromEntries(entry.weights.map((w) => [w.dogId, String(w.grams)])),
    events: entry.healthEvents.map((e) => ({ ...e })),
  };
}

/** The puppies whose weight the form asks for: the puppy, or each of the litter's. */
export function weighed(target: string, targets: DiaryTargets): number[] {
  const [kind, id] = target.split(':');
  if (kind === 'dog') return [Number(id)];
  if (kind === 'litter') return targets.litters.find((l) => l.id === Number(id))?.puppies ?? [];
  return [];
}

/**
 * The request body, weights as typed (the schema reads `410 g` or `1,2 kg` on both sides), and
 * for each sent weight the puppy it belongs to (a server error's path `weights.N.grams` names the
 * Nth sent weight).
 */
export function inputOf(
  draft: DiaryDraft,
  targets: DiaryTargets,
): { input: DiaryEntryRequest; weightDogs: number[] } {
  const [kind, id] = draft.target.split(':');
  const weightDogs = weighed(draft.target, targets).filter((dogId) => draft.weights[dogId]?.trim());
  return {
    input: {
      dogId: kind === 'dog' ? Number(id) : null,
      litterId: kind === 'litter' ? Number(id) : null,
      text: draft.text,
      weights: weightDogs.map((dogId) => ({ dogId, grams: draft.weights[dogId]!.trim() })),
      healthEvents: draft.events,
    },
    weightDogs,
  };
}

/** Error paths of the body as the form's fields name them (`weights.N.grams` → `weight.{dogId}`). */
export function fieldOf(path: string | undefined, weightDogs: number[]): string {
  if (!path) return '';
  const weight = /^weights\.(\d+)\./.exec(path);
  if (weight) return `weight.${weightDogs[Number(weight[1])] ?? ''}`;
  if (path === 'litterId') return 'dogId';
  return path;
}
