import { z } from '@/lib/validation/zod';
import { AUTH_LIMITS, PASSWORD_PATTERN } from './auth-fields';
import { emailSchema } from './common';

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

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
