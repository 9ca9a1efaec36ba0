import { describe, expect, it } from 'vitest';
import { assertUncommonPassword, isCommonPassword } from '@/features/auth/server/common-passwords';
import { ApiError } from '@/lib/server/http/errors';
import { passwordSchema } from '@/features/auth/schema';

describe('common passwords (ASVS 6.2.4)', () => {
  it('knows the most used ones, whatever their letter case', async () => {
    for (const password of [
      '12345678',
      'password',
      'qwerty123',
      'Password1',
      'ILOVEYOU',
      'abc12345',
    ]) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets rarer passwords of the same shape through', async () => {
    for (const password of ['Frenchie2014', 'BobSecret123', 'kek8Lilac5Tan']) {
      expect(passwordSchema.safeParse(password).success, password).toBe(true);
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });

  it('holds at least the 10,000 most common passwords that fit the shape rule', async () => {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    const list = dictionary['passwords-common'];
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    const fitting = list.filter((p) => passwordSchema.safeParse(p).success);
    expect(fitting.length).toBeGreaterThanOrEqual(10_000);
    for (const password of fitting.slice(0, 10_000)) {
      expect(await isCommonPassword(password.toUpperCase())).toBe(true);
    }
  });

  it('refuses one as a field error of the field it came in', async () => {
    const error = await assertUncommonPassword('Qwerty123', 'newPassword').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.toBody()).toEqual({
      message: 'validationFailed',
      errors: [{ msg: 'commonPassword', path: 'newPassword' }],
    });
    await expect(assertUncommonPassword('Frenchie2014', 'password')).resolves.toBeUndefined();
  });
});
