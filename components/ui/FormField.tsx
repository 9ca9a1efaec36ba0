import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useErrorText } from '@/lib/client/error-text';
import { EMAIL_MAX_LENGTH } from '@/lib/validation/patterns';

interface FormFieldProps {
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

/** A visitor's e-mail address (`email`) to be answered at: the enquiry and subscribe forms. */
export function ContactEmailField(props: Omit<FormFieldProps, 'children' | 'help'>) {
  return (
    <FormField {...props}>
      <input
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        required
        maxLength={EMAIL_MAX_LENGTH}
      />
    </FormField>
  );
}

interface ConsentCheckProps {
  id: string;
  label: ReactNode;
  /** An `apiErrors` key, shown translated. */
  error?: string;
}

/** A public form's consent checkbox (`consent`), its translated error tied to it. */
export function ConsentCheck({ id, label, error }: ConsentCheckProps) {
  const errorText = useErrorText();
  return (
    <div className="form-check mb-3">
      <input
        id={id}
        type="checkbox"
        name="consent"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {errorText(error)}
        </div>
      )}
    </div>
  );
}

/**
 * A public form's submit button, with a spinner while it is sent. Unlike BusyButton it is never
 * held back before hydration: these forms post as plain HTML forms without their script.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary" disabled={busy}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
