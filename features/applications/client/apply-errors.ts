/*
 * The application form's errors in the browser. Its fields are rendered by the server (so the
 * page's script stays small, and a post without JavaScript comes back with the same markup);
 * this marks the refused ones as the server does: the control invalid, the message beside it.
 */

const controlsOf = (wrapper: Element) =>
  wrapper.querySelectorAll<HTMLElement>('input, select, textarea');

/** Clears every error, then shows `errors` (field name → text); returns the first field marked. */
export function showFieldErrors(
  form: HTMLFormElement,
  errors: [field: string, text: string][],
): HTMLElement | null {
  for (const wrapper of form.querySelectorAll('[data-field]')) {
    for (const control of controlsOf(wrapper)) {
      control.classList.remove('is-invalid');
      control.removeAttribute('aria-invalid');
    }
    const slot = wrapper.querySelector('.invalid-feedback');
    if (slot) {
      slot.textContent = '';
      slot.classList.remove('d-block');
    }
  }
  let first: HTMLElement | null = null;
  for (const [field, text] of errors) {
    const wrapper = form.querySelector(`[data-field="${CSS.escape(field)}"]`);
    if (!wrapper) continue;
    for (const control of controlsOf(wrapper)) {
      control.classList.add('is-invalid');
      control.setAttribute('aria-invalid', 'true');
      first ??= control;
    }
    const slot = wrapper.querySelector('.invalid-feedback');
    if (slot) {
      slot.textContent = text;
      slot.classList.add('d-block');
    }
  }
  return first;
}

/** The form's fields as `POST /api/applications` takes them. */
export function applicationBody(form: HTMLFormElement): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const answers: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    if (/^q\d+$/.test(name)) answers[name] = value;
    else if (name !== 'consent') body[name] = value;
  }
  body.answers = answers;
  body.consent = (form.elements.namedItem('consent') as HTMLInputElement | null)?.checked ?? false;
  return body;
}
