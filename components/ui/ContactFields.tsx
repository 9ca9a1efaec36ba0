import type { ReactNode } from 'react';
import { useErrorText } from '@/lib/client/error-text';
import { EMAIL_MAX_LENGTH } from '@/lib/validation/patterns';
import { FormField, type FormFieldProps } from './FormField';

// The enquiry and subscribe forms' own fields (a file apart, so the sign-in pages carry only FormField).

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
