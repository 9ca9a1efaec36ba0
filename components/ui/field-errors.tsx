import type { ReactNode } from 'react';

export interface FieldErrors {
  /** The attributes that tie a field's input to its hint (`hint`, an id) and its error, if any. */
  invalid: (field: string, hint?: string) => { 'aria-invalid'?: true; 'aria-describedby'?: string };
  /** The translated error shown under a refused field. */
  feedback: (field: string) => ReactNode;
}

/**
 * A hand-written form's refusals beside their fields: `errors` maps a field to its `apiErrors`
 * key, `fieldId` gives the field's input id (its error's id adds `-error`), `text` translates a
 * key. Without hooks, for the server's forms; the browser's take `useFieldErrors`.
 */
export function fieldErrors(
  errors: Partial<Record<string, string>>,
  fieldId: (field: string) => string,
  text: (key: string) => ReactNode,
): FieldErrors {
  const errorId = (field: string) => `${fieldId(field)}-error`;
  return {
    invalid: (field, hint) => {
      const describedBy = [hint, errors[field] && errorId(field)].filter(Boolean).join(' ');
      return {
        ...(errors[field] && { 'aria-invalid': true as const }),
        ...(describedBy && { 'aria-describedby': describedBy }),
      };
    },
    feedback: (field) => {
      const key = errors[field];
      return key ? (
        <div className="invalid-feedback d-block" id={errorId(field)}>
          {text(key)}
        </div>
      ) : null;
    },
  };
}
