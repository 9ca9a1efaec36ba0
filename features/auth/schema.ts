import { routing } from '@/i18n/routing';
import { z } from '@/lib/validation/zod';
import { AUTH_LIMITS } from './fields';
import { PASSWORD_PATTERN, RESET_TOKEN_PATTERN } from './password-fields';
import { emailSchema } from '@/lib/validation/common';

export const passwordSchema = z.string({ error: 'required' }).regex(PASSWORD_PATTERN, {
  error: 'passwordRule',
});

export const signupSchema = z.strictObject({
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(AUTH_LIMITS.name, { error: 'tooLong' }),
  email: emailSchema,
  password: passwordSchema,
});

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(AUTH_LIMITS.password, { error: 'tooLong' }),
});

export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
  newPassword: passwordSchema,
});

/** The admin's password change form: the new password twice (only the API's fields are sent). */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string({ error: 'required' }).min(1, { error: 'required' }) })
  .refine((form) => form.confirmPassword === form.newPassword, {
    error: 'passwordMismatch',
    path: ['confirmPassword'],
  });

/** The admin's account settings: the language of the admin screens and of the kennel's mail. */
export const accountSchema = z.strictObject({
  locale: z.enum(routing.locales, { error: 'invalidLocale' }),
});

/** Asks for a reset link: the mail is written in `locale`, the page's language. */
export const passwordResetRequestSchema = z.strictObject({
  email: emailSchema,
  locale: z.enum(routing.locales, { error: 'invalidLocale' }),
});

/** Sets a new password with the token of a mailed reset link. */
export const passwordResetSchema = z.strictObject({
  token: z
    .string({ error: 'resetLinkInvalid' })
    .regex(RESET_TOKEN_PATTERN, { error: 'resetLinkInvalid' }),
  password: passwordSchema,
});

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type AccountInput = z.infer<typeof accountSchema>;
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
