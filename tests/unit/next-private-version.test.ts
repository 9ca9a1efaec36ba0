import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertTestedNext, TESTED_NEXT, untestedNext } from '@/server/next-private.mjs';

const installed: string = createRequire(import.meta.url)('next/package.json').version;

afterEach(() => vi.restoreAllMocks());

describe('the Next version check', () => {
  it('accepts the versions the module was checked against, the installed one among them', () => {
    for (const version of TESTED_NEXT) expect(untestedNext(version)).toBeNull();
    expect(TESTED_NEXT).toContain(installed);
    expect(() => assertTestedNext({}, installed)).not.toThrow();
  });

  it('refuses any other, saying what to verify', () => {
    for (const version of ['16.4.7', '16.5.0-canary.38', '17.0.0', '16.4.6-canary.1']) {
      const problem = untestedNext(version);
      expect(problem, version).toContain(`next ${version} is not among`);
      expect(problem, version).toMatch(/tests\/unit\/fixtures\/pages/);
      expect(problem, version).toMatch(/TESTED_NEXT/);
    }
    expect(() => assertTestedNext({}, '16.4.7')).toThrow(/next 16\.4\.7 is not among/);
  });

  it('only warns when told to build an untested version anyway (to test it)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => assertTestedNext({ ALLOW_UNTESTED_NEXT: '1' }, '16.4.7')).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('next 16.4.7 is not among'));
  });
});
