import { describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/i18n/dates';

// English pages are read across Europe: one static page serves every English reader, so its
// dates are written day first, never the US way.
describe('formatDay', () => {
  it('writes English dates day, month, year', () => {
    expect(formatDay('2026-03-01', 'en', 'long')).toBe('1 March 2026');
    expect(formatDay('2026-03-01', 'en', 'medium')).toBe('1 Mar 2026');
  });

  it('writes Hungarian and German dates their own way', () => {
    expect(formatDay('2026-03-01', 'hu', 'long')).toBe('2026. március 1.');
    expect(formatDay('2026-03-01', 'de', 'long')).toBe('1. März 2026');
    expect(formatDay('2026-03-01', 'de', 'medium')).toBe('01.03.2026');
  });

  it('keeps the calendar day whatever the server zone', () => {
    expect(formatDay('2026-12-31', 'en', 'medium')).toBe('31 Dec 2026');
  });
});
