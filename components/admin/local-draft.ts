// An admin form's copy of what the breeder typed, kept in the browser until the server has
// saved it: a closed tab, a lost connection or a refused save loses nothing.

export interface LocalDraft<T = unknown> {
  /** The version of the record it was typed over, and that record's fields (for a later merge). */
  version: number;
  base: T;
  content: T;
}

/** The storage key of a form's draft: one per form (and record), shared by the tabs. */
export type DraftKey = `${string}-draft:${string}`;

export function keepLocalDraft<T>(key: DraftKey, draft: LocalDraft<T>): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the screen still holds the text.
  }
}

export function readLocalDraft<T>(key: DraftKey): LocalDraft<T> | null {
  try {
    const text = localStorage.getItem(key);
    const draft = text ? (JSON.parse(text) as Partial<LocalDraft<T>>) : null;
    if (
      !draft ||
      typeof draft.version !== 'number' ||
      typeof draft.base !== 'object' ||
      typeof draft.content !== 'object' ||
      !draft.base ||
      !draft.content
    ) {
      return null;
    }
    return draft as LocalDraft<T>;
  } catch {
    return null;
  }
}

export function dropLocalDraft(key: DraftKey): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
