import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useErrorText } from '@/lib/client/error-text';

export interface FormFieldProps {
  id: string;
  label: string;
  /** An `apiErrors` key, shown translated. */
  error?: string;
  /** A hint under the control, read with it by screen readers. */
  help?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
}

/**
 * A labelled control with its hint and translated error tied to it for screen readers, in
 * Bootstrap's markup without react-bootstrap: the public pages' forms (the enquiry, sign-in and
 * sign-up forms) carry no form library. For the browser's components only (its error texts).
 */
export function FormField({ id, label, error, help, children }: FormFieldProps) {
  const errorText = useErrorText();
  const describedBy = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  const control = {
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {cloneElement(children, control)}
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {errorText(error)}
        </div>
      )}
    </div>
  );
}
