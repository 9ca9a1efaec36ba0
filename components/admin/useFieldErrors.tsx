'use client';

import { fieldErrors, type FieldErrors } from '@/components/ui/field-errors';
import { useErrorText } from '@/lib/client/error-text';

export type { FieldErrors };

/** `fieldErrors` (components/ui/field-errors.tsx) with the browser's error texts. */
export function useFieldErrors(
  errors: Record<string, string>,
  fieldId: (field: string) => string,
): FieldErrors {
  return fieldErrors(errors, fieldId, useErrorText());
}
