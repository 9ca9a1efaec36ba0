import { z } from '@/lib/validation/zod';
import { emailSchema } from './common';

/** SPEC §5: 8–20 characters, letters and numbers only (no spaces, symbols or emoji). */
const PASSWORD_PATTERN = /^[A-Za-z0-9]{8,20}$/;

export const passwordSchema = z.string({ error: 'required' }).regex(PASSWORD_PATTERN, {
  error: 'passwordRule',
});

export const signupSchema = z.strictObject({
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(60, { error: 'tooLong' }),
  email: emailSchema,
  password: passwordSchema,
});

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(200, { error: 'tooLong' }),
});

export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
  newPassword: passwordSchema,
});

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
