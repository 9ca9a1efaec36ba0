import { EMAIL_PATTERN } from '@/lib/validation/email-pattern';
import { EMAIL_MAX_LENGTH } from '@/lib/validation/patterns';

/*
 * The sign-in and sign-up forms' limits and checks without zod: /login and /signup run them in the
 * browser, where zod and a form library would take much of a public page's script budget
 * (scripts/bench/budgets.ts). `loginSchema` and `signupSchema` (./auth) are built from the same
 * limits and stay the authority; tests/unit/auth-rules.test.ts keeps the two giving the same
 * message keys.
 */

export const AUTH_LIMITS = {
  name: 60,
  email: EMAIL_MAX_LENGTH,
  /** A password being signed in with: any text, up to this long. */
  password: 200,
} as const;

export const LOGIN_FIELDS = ['email', 'password'] as const;
export const SIGNUP_FIELDS = ['name', 'email', 'password'] as const;
export const FORGOT_FIELDS = ['email'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type ForgotField = (typeof FORGOT_FIELDS)[number];

/** The `apiErrors` key `emailSchema` gives an address, if it refuses it. */
export function emailError(email: string): string | undefined {
  const text = email.trim();
  if (text === '') return 'required';
  if (text.length > AUTH_LIMITS.email) return 'tooLong';
  return EMAIL_PATTERN.test(text) ? undefined : 'invalidEmail';
}

/** What `loginSchema` refuses, field by field: the first of each field's checks to fail. */
export function loginErrors(values: Record<LoginField, string>) {
  const errors: Partial<Record<LoginField, string>> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  // Not trimmed: a password is checked exactly as typed.
  if (values.password === '') errors.password = 'required';
  else if (values.password.length > AUTH_LIMITS.password) errors.password = 'tooLong';
  return errors;
}

/** What `passwordResetRequestSchema` refuses in the e-mail field. */
export function forgotErrors(values: Record<ForgotField, string>) {
  const errors: Partial<Record<ForgotField, string>> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  return errors;
}
