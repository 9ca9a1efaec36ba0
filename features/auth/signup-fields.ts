import { AUTH_LIMITS, emailError, type SignupField } from './fields';
import { PASSWORD_PATTERN } from './password-fields';

// The sign-up form's checks, apart from ./fields so that /login carries no password rule.

/** What `signupSchema` refuses, field by field: the first of each field's checks to fail. */
export function signupErrors(values: Record<SignupField, string>) {
  const errors: Partial<Record<SignupField, string>> = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'required';
  else if (name.length > AUTH_LIMITS.name) errors.name = 'tooLong';
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!PASSWORD_PATTERN.test(values.password)) errors.password = 'passwordRule';
  return errors;
}
