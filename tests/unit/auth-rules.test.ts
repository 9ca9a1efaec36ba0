import { describe, expect, it } from 'vitest';
import {
  loginSchema,
  passwordChangeFormSchema,
  passwordResetRequestSchema,
  signupSchema,
} from '@/features/auth/schema';
import { forgotErrors, loginErrors } from '@/features/auth/fields';
import { signupErrors } from '@/features/auth/signup-fields';
import { newPasswordErrors } from '@/features/auth/password-fields';

/** The first message the schema gives each field it refuses, as the API would answer. */
function refusedBy(
  schema:
    | typeof loginSchema
    | typeof signupSchema
    | typeof passwordResetRequestSchema
    | typeof passwordChangeFormSchema,
  values: object,
) {
  const result = schema.safeParse(values);
  const refused: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) refused[String(issue.path[0])] ??= issue.message;
  return refused;
}

const EMAILS = [
  'breeder@example.com',
  '  Breeder@Example.COM  ',
  '',
  '   ',
  'breeder',
  'breeder@example',
  'bree der@example.com',
  `${'a'.repeat(250)}@example.com`,
];

describe('the sign-in and sign-up forms check as the server does', () => {
  it('sign-in: every address and password gets the schema’s message', () => {
    const passwords = [
      'Secret123',
      '',
      '   ',
      'x',
      'é jelszó 🐶',
      'a'.repeat(200),
      'a'.repeat(201),
    ];
    for (const email of EMAILS) {
      for (const password of passwords) {
        const values = { email, password };
        expect(loginErrors(values), JSON.stringify(values)).toEqual(refusedBy(loginSchema, values));
      }
    }
  });

  it('sign-up: every name, address and password gets the schema’s message', () => {
    const names = [
      'Kovács Anna',
      '',
      '   ',
      ' a ',
      'n'.repeat(60),
      ` ${'n'.repeat(60)} `,
      'n'.repeat(61),
    ];
    const passwords = [
      'Secret123',
      'abcdefgh',
      '12345678901234567890',
      '',
      'Secret1',
      '123456789012345678901',
      'Secret 123',
      'Jelszó1234',
      'Secret123!',
    ];
    for (const name of names) {
      for (const email of EMAILS) {
        for (const password of passwords) {
          const values = { name, email, password };
          expect(signupErrors(values), JSON.stringify(values)).toEqual(
            refusedBy(signupSchema, values),
          );
        }
      }
    }
  });

  it('forgotten password: every address gets the schema’s message', () => {
    for (const email of EMAILS) {
      expect(forgotErrors({ email }), email).toEqual(
        refusedBy(passwordResetRequestSchema, { email, locale: 'hu' }),
      );
    }
  });

  it('a new password typed twice: the admin form’s schema and the reset form agree', () => {
    const pairs = [
      ['Secret123', 'Secret123'],
      ['Secret123', 'Secret124'],
      ['Secret123', ''],
      ['Secret1', 'Secret1'],
      ['', ''],
      ['Secret 123', 'Secret 123'],
    ];
    for (const [password, confirmPassword] of pairs) {
      const reset = newPasswordErrors({ password: password!, confirmPassword: confirmPassword! });
      const admin = refusedBy(passwordChangeFormSchema, {
        currentPassword: 'Current1',
        newPassword: password,
        confirmPassword,
      });
      const { newPassword, ...rest } = admin;
      expect(reset, `${password} / ${confirmPassword}`).toEqual({
        ...(newPassword && { password: newPassword }),
        ...rest,
      });
    }
  });

  it('a valid form has no errors at all', () => {
    expect(loginErrors({ email: 'a@b.hu', password: 'x' })).toEqual({});
    expect(signupErrors({ name: 'Anna', email: 'a@b.hu', password: 'Secret123' })).toEqual({});
  });
});
