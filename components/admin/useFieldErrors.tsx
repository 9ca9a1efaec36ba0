'use client';

import type { ReactNode } from 'react';
import { useErrorText } from '@/lib/client/error-text';

export interface FieldErrors {
  /** The attributes that tie a refused field's input to its error. */
  invalid: (field: string) => { 'aria-invalid'?: true; 'aria-describedby'?: string };
  /** The translated error shown under a refused field. */
  feedback: (field: string) => ReactNode;
}

/**
 * A hand-written form's refusals beside their fields: `errors` maps a field to its `apiErrors`
 * key, `fieldId` gives the field's input id (its error's id adds `-error`).
 */
export function useFieldErrors(
  errors: Record<string, string>,
  fieldId: (field: string) => string,
): FieldErrors {
  const errorText = useErrorText();
  return {
    invalid: (field) =>
      errors[field]
        ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(field)}-error` }
        : {},
    feedback: (field) =>
      errors[field] ? (
        <div className="invalid-feedback d-block" id={`${fieldId(field)}-error`}>
          {errorText(errors[field])}
        </div>
      ) : null,
  };
}
