// The page editor's copy of what the breeder typed, kept in the browser until the server has
// saved it: a closed tab, a lost connection or a refused save loses nothing.
import type { PageContent, PageKey } from '@/lib/content/pages';

export interface LocalDraft {
  /** The version of the page it was typed over, and that page's draft (for a later merge). */
  version: number;
  base: PageContent;
  content: PageContent;
}

const key = (page: PageKey) => `page-draft:${page}`;

export function keepLocalDraft(page: PageKey, draft: LocalDraft): void {
  try {
    localStorage.setItem(key(page), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the screen still holds the text.
  }
}

export function readLocalDraft(page: PageKey): LocalDraft | null {
  try {
    const text = localStorage.getItem(key(page));
    const draft = text ? (JSON.parse(text) as Partial<LocalDraft>) : null;
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
    return draft as LocalDraft;
  } catch {
    return null;
  }
}

export function dropLocalDraft(page: PageKey): void {
  try {
    localStorage.removeItem(key(page));
  } catch {
    // Nothing was kept.
  }
}
