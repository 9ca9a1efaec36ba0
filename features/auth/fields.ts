import { EMAIL_PATTERN } from '@/lib/validation/email-pattern';
import { EMAIL_MAX_LENGTH } from '@/lib/validation/patterns';

/*
 * The sign-in and sign-up forms' limits and checks without zod: /login and /signup run them in the
 * browser, where zod and a form library would take much of a public page's script budget
 * (scripts/bench/budgets.ts). `loginSchema` and `signupSchema` (./auth) are built from the same
 * limits and stay the authority; tests/unit/auth-rules.test.ts keeps the two giving the same
 * message keys.
 */

/** SPEC §5: 8–20 characters, letters and numbers only (no spaces, symbols or emoji). */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]{8,20}$/;

export const AUTH_LIMITS = {
  name: 60,
  email: EMAIL_MAX_LENGTH,
  /** A password being signed in with: any text, up to this long. */
  password: 200,
} as const;

/** A reset link's token (features/auth/server/password-reset.ts): 32 random bytes in base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const LOGIN_FIELDS = ['email', 'password'] as const;
export const SIGNUP_FIELDS = ['name', 'email', 'password'] as const;
export const FORGOT_FIELDS = ['email'] as const;
/** The reset form asks for the new password twice; only `password` is sent. */
export const RESET_FIELDS = ['password', 'confirmPassword'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type ForgotField = (typeof FORGOT_FIELDS)[number];
export type ResetField = (typeof RESET_FIELDS)[number];

/** The `apiErrors` key `emailSchema` gives an address, if it refuses it. */
function emailError(email: string): string | undefined {
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

/** What `passwordResetRequestSchema` refuses in the e-mail field. */
export function forgotErrors(values: Record<ForgotField, string>) {
  const errors: Partial<Record<ForgotField, string>> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  return errors;
}

/**
 * A new password typed twice (the reset form, the admin's password change): the password rule
 * of `passwordSchema`, and the second entry the same as the first.
 */
export function newPasswordErrors(values: Record<ResetField, string>) {
  const errors: Partial<Record<ResetField, string>> = {};
  if (!PASSWORD_PATTERN.test(values.password)) errors.password = 'passwordRule';
  if (values.confirmPassword === '') errors.confirmPassword = 'required';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'passwordMismatch';
  return errors;
}
