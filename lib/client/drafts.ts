/*
 * The public forms' drafts (form-draft.ts), its code loaded with the form's other deferred code
 * (`load`) only when it has work: once the visitor types, or when the tab holds a draft to put
 * back. Every public page carries a form, and its script budget is tight.
 */

import { draftStorageKey } from './draft-key';

/**
 * How a public form loads the code it needs only once the visitor works with it: the forms'
 * deferred bundle (api-on-submit.ts), or its domain's own that re-exports it and adds what that
 * form alone sends (features/enquiries/client/on-submit.ts), so each page carries one loader for
 * all of it. A module-level function: the same one on every render.
 */
export type LoadFormCode = () => Promise<typeof import('./api-on-submit')>;

/** Keeps what the form holds now (never a password). */
export function keepDraft(key: string, form: HTMLFormElement, load: LoadFormCode): void {
  void load().then(({ saveDraft }) => saveDraft(key, form));
}

/** Puts a kept draft back into the form, if the tab holds one. */
export function putBackDraft(key: string, form: HTMLFormElement, load: LoadFormCode): void {
  try {
    if (!sessionStorage.getItem(draftStorageKey(key))) return;
  } catch {
    return;
  }
  void load().then(({ restoreDraft }) => restoreDraft(key, form));
}

/** Forgets the draft: the server has said yes. */
export function dropDraft(key: string): void {
  try {
    sessionStorage.removeItem(draftStorageKey(key));
  } catch {
    // Nothing was kept.
  }
}
