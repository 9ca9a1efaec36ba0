import { canonicalJson } from '@/lib/canonical-json';
import { ApiRequestError } from './api';

/** The record a 409 `editConflict` carries: what is stored now, saved by someone else. */
export function conflictOf<T>(error: unknown): T | null {
  return error instanceof ApiRequestError &&
    error.status === 409 &&
    error.message === 'editConflict'
    ? ((error.current as T | undefined) ?? null)
    : null;
}

/** The value at a dotted path (`description.de`) of a form's values. */
export function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], values);
}

/**
 * Equal as a form shows them: an empty text and no value are the same, and so are objects whose
 * keys only come in another order (a rich text read back from the database).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  const plain = (value: unknown) =>
    canonicalJson(value, (x) => (x === '' || x === undefined ? null : x));
  return plain(a) === plain(b);
}

/**
 * A three-way merge of a form after someone else saved the same record: `known` is what the form
 * started from, `theirs` what is stored now, `mine` what the form holds. A field only they changed
 * is taken over (`adopt`); a field both changed differently is a clash for the person to decide;
 * a field only I changed stays mine.
 */
export function mergeEdits(
  known: unknown,
  theirs: unknown,
  mine: unknown,
  paths: readonly string[],
): { adopt: string[]; clash: string[] } {
  const adopt: string[] = [];
  const clash: string[] = [];
  for (const path of paths) {
    const [k, t, m] = [known, theirs, mine].map((values) => valueAt(values, path));
    if (sameValue(t, k) || sameValue(t, m)) continue;
    if (sameValue(m, k)) adopt.push(path);
    else clash.push(path);
  }
  return { adopt, clash };
}
