/*
 * The public forms' drafts (form-draft.ts), its code loaded with the forms' other deferred code
 * (api-on-submit.ts) only when it has work: once the visitor types, or when the tab holds a draft
 * to put back. Every public page carries a form, and its script budget is tight.
 */

import { draftStorageKey } from './draft-key';

const load = () => import('./api-on-submit');

/** Keeps what the form holds now (never a password). */
export function keepDraft(key: string, form: HTMLFormElement): void {
  void load().then(({ saveDraft }) => saveDraft(key, form));
}

/** Puts a kept draft back into the form, if the tab holds one. */
export function putBackDraft(key: string, form: HTMLFormElement): void {
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
