/*
 * A public form's draft in sessionStorage (STYLE.md "Writes that never lose data"): kept while
 * the visitor follows a link away (the privacy notice in the consent label) and comes Back, and
 * cleared once the server has said yes (drafts.ts, which loads this code when needed).
 * sessionStorage stays with the tab and ends with it.
 */

type Draft = Record<string, string | boolean>;

import { draftStorageKey as storageKey } from './draft-key';

/** A password field, also while its show button has made it a text field. */
const isPassword = (input: HTMLInputElement) =>
  input.type === 'password' || /password/.test(input.autocomplete);

/**
 * The fields a draft keeps: text the visitor typed, boxes they ticked, their choices in lists and
 * radio groups; never passwords or the hidden trap.
 */
function fieldsOf(
  form: HTMLFormElement,
): (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[] {
  return Array.from(form.elements).filter(
    (element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement &&
        ['text', 'email', 'tel', 'checkbox', 'radio'].includes(element.type) &&
        !isPassword(element) &&
        element.tabIndex !== -1) ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement,
  );
}

const isBox = (field: Element): field is HTMLInputElement =>
  field instanceof HTMLInputElement && field.type === 'checkbox';
const isRadio = (field: Element): field is HTMLInputElement =>
  field instanceof HTMLInputElement && field.type === 'radio';

export function saveDraft(key: string, form: HTMLFormElement): void {
  const draft: Draft = {};
  for (const field of fieldsOf(form)) {
    if (!field.name) continue;
    if (isRadio(field)) {
      if (field.checked) draft[field.name] = field.value;
    } else {
      draft[field.name] = isBox(field) ? field.checked : field.value;
    }
  }
  try {
    sessionStorage.setItem(storageKey(key), JSON.stringify(draft));
  } catch {
    // Storage full or refused (a private window): the form works as before.
  }
}

/** Puts a kept draft back into the form; true if there was one. */
export function restoreDraft(key: string, form: HTMLFormElement): boolean {
  let draft: Draft;
  try {
    const stored = sessionStorage.getItem(storageKey(key));
    if (!stored) return false;
    draft = JSON.parse(stored) as Draft;
  } catch {
    return false;
  }
  for (const field of fieldsOf(form)) {
    const value = draft[field.name];
    if (isRadio(field)) {
      if (typeof value === 'string') field.checked = field.value === value;
    } else if (typeof value === 'boolean' && isBox(field)) field.checked = value;
    else if (typeof value === 'string') field.value = value;
  }
  return true;
}
