import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOfSigned, signedId } from '@/lib/server/signed-ids';

const SECRET = 'test-secret-for-signed-ids-0123456789abcdef';
let before: string | undefined;
beforeAll(() => {
  before = process.env.AUTH_SECRET;
  process.env.AUTH_SECRET = SECRET;
});
afterAll(() => {
  if (before === undefined) delete process.env.AUTH_SECRET;
  else process.env.AUTH_SECRET = before;
});

describe('signed ids', () => {
  it('open their own row for their own purpose only', () => {
    const token = signedId('link-mail-resend', 42);
    expect(idOfSigned('link-mail-resend', token)).toBe(42);
    expect(idOfSigned('visit-booking', token)).toBeNull();
    expect(idOfSigned('link-mail-resend', token.replace(/^42\./, '43.'))).toBeNull();
    expect(idOfSigned('link-mail-resend', `${token}x`)).toBeNull();
    expect(idOfSigned('link-mail-resend', '0.abc')).toBeNull();
  });

  it('sign visit links as they were signed before, so mailed ones keep working', () => {
    const before = createHmac('sha256', SECRET).update('visit-booking:7').digest('base64url');
    expect(signedId('visit-booking', 7)).toBe(`7.${before}`);
  });
});
