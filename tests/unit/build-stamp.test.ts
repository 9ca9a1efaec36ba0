import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceStamp, staleBuild, writeStamp } from '@/server/build-stamp.mjs';

// `npm start` after `git pull`: it rebuilds when the sources differ from what was built, and
// starts at once when they do not.

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kennel-stamp-'));
  write('package.json', '{}');
  write('next.config.mjs', 'export default {}');
  write('app/page.tsx', 'export default () => null');
  write('messages/en.json', '{"a":"b"}');
  write('tests/unit/x.test.ts', 'test');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A finished build of the sources as they are now. */
function built() {
  write('.next/BUILD_ID', 'abc');
  writeStamp(root, sourceStamp(root, {}));
}

describe('the build stamp', () => {
  it('asks for a build when there is none', () => {
    expect(staleBuild(root, sourceStamp(root, {}))).toBe('missing');
  });

  it('serves a build made from the sources as they are', () => {
    built();
    expect(staleBuild(root, sourceStamp(root, {}))).toBeNull();
  });

  it('rebuilds after a page, a message, the config or the lockfile changes, or a file is added', () => {
    for (const [file, text] of [
      ['app/page.tsx', 'export default () => "new"'],
      ['messages/en.json', '{"a":"c"}'],
      ['next.config.mjs', 'export default { a: 1 }'],
      ['package-lock.json', '{}'],
      ['components/New.tsx', 'export {}'],
    ] as const) {
      built();
      write(file, text);
      expect(staleBuild(root, sourceStamp(root, {})), file).toBe('changed');
    }
  });

  it('ignores tests, docs and scripts, and a build made without a stamp counts as changed', () => {
    built();
    write('tests/unit/x.test.ts', 'changed');
    write('README.md', 'changed');
    write('scripts/tool.ts', 'changed');
    expect(staleBuild(root, sourceStamp(root, {}))).toBeNull();
    rmSync(path.join(root, '.next', 'source-stamp'));
    expect(staleBuild(root, sourceStamp(root, {}))).toBe('changed');
  });

  it('counts the NEXT_PUBLIC_ variables the build inlines, and no others', () => {
    const plain = sourceStamp(root, {});
    expect(sourceStamp(root, { SECRET: 'x' })).toBe(plain);
    expect(sourceStamp(root, { NEXT_PUBLIC_X: '1' })).not.toBe(plain);
  });
});
