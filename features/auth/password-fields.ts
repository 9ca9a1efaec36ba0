/*
 * A new password's rule and the reset form's checks, apart from ./fields so that /reset-password
 * carries no e-mail check. Like ./fields, without zod; `passwordSchema` stays the authority.
 */

/** SPEC §5: 8–20 characters, letters and numbers only (no spaces, symbols or emoji). */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]{8,20}$/;

/** A reset link's token (features/auth/server/password-reset.ts): 32 random bytes in base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The reset form asks for the new password twice; only `password` is sent. */
export const RESET_FIELDS = ['password', 'confirmPassword'] as const;
export type ResetField = (typeof RESET_FIELDS)[number];

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
