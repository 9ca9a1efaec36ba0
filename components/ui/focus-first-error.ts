import { flushSync } from 'react-dom';

/**
 * Shows the errors a check `found` (`show`), then moves the focus to the first wrong field of
 * `fields`; false when there is none.
 */
export function focusFirstError<Field extends string>(
  form: HTMLFormElement,
  fields: readonly Field[],
  found: Partial<Record<Field, string>>,
  show: () => void,
): boolean {
  // Rendered before the focus moves, so that a screen reader reads the field with its error.
  flushSync(show);
  const invalid = fields.find((field) => found[field]);
  if (invalid) (form.elements.namedItem(invalid) as HTMLElement).focus();
  return Boolean(invalid);
}
