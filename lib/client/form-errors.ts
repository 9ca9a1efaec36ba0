'use client';

import { showMessage } from './alerts';
import { ApiRequestError } from './api';
import { reportError } from './report-error';

/**
 * A failed save: the danger alert lists the server's messages, and each message that names a
 * field of this form is shown under that field too. The form's values are left as typed.
 * `setError` is react-hook-form's or any setter of that shape (the enquiry form has no library).
 * Returns the first field it marked, for the form to bring into view.
 */
export function applyServerErrors<Field extends string>(
  error: unknown,
  setError: (field: Field, error: { type: 'server'; message: string }) => void,
  fields: readonly string[],
): Field | undefined {
  if (error instanceof ApiRequestError) {
    let first: Field | undefined;
    for (const { msg, path } of error.errors) {
      if (!path || !fields.includes(path)) continue;
      setError(path as Field, { type: 'server', message: msg });
      first ??= path as Field;
    }
    // An ended session must not cost the breeder the form: say so instead of leaving the page.
    const messages = error.status === 401 ? ['sessionExpired'] : error.messages;
    showMessage({ type: 'danger', messages });
    return first;
  }
  reportError(error);
  return undefined;
}
