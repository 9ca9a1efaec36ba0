import { describe, expect, it } from 'vitest';
import { contractSignSchema } from '@/features/contracts/schema';

const HASH = 'a'.repeat(64);
const sign = (name: string) => contractSignSchema.safeParse({ name, accept: true, hash: HASH });

describe('the typed signature', () => {
  it('drops every bidirectional control, as the other names do', () => {
    expect(sign('Eva\u202Eevil').data?.name).toBe('Evaevil');
    for (const control of [
      '\u061C',
      '\u200E',
      '\u200F',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      expect(sign(`Kiss ${control}Éva${control}`).data?.name).toBe('Kiss Éva');
    }
  });

  it('keeps it on one line', () => {
    expect(sign(' Greta\r\nExample\u2028 ').data?.name).toBe('Greta Example');
  });

  it('is refused when nothing but controls was typed', () => {
    const result = sign('\u202E\u2066\u200F');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['signatureNameRequired']);
  });
});
