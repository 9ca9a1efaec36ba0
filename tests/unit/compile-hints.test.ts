import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from '@/server/compile-hints.mjs';

let nextDir: string;
const read = (file: string) => readFileSync(path.join(nextDir, file), 'utf8');

beforeEach(() => {
  nextDir = mkdtempSync(path.join(tmpdir(), 'kennel-build-'));
  mkdirSync(path.join(nextDir, 'static', 'chunks', 'pages'), { recursive: true });
  writeFileSync(path.join(nextDir, 'static', 'chunks', 'a1.js'), 'globalThis.a=1;');
  writeFileSync(path.join(nextDir, 'static', 'chunks', 'pages', 'b2.js'), 'globalThis.b=2;');
  writeFileSync(path.join(nextDir, 'static', 'chunks', 'polyfills.js'), 'globalThis.p=3;');
  writeFileSync(path.join(nextDir, 'static', 'chunks', 'site.css'), 'body{margin:0}');
  writeFileSync(
    path.join(nextDir, 'build-manifest.json'),
    JSON.stringify({ polyfillFiles: ['static/chunks/polyfills.js'] }),
  );
});

describe('addCompileHints', () => {
  it('starts every script with the hint, the code after it unchanged', () => {
    expect(addCompileHints(nextDir)).toBe(2);
    expect(read('static/chunks/a1.js')).toBe(`${COMPILE_HINT}globalThis.a=1;`);
    expect(read('static/chunks/pages/b2.js')).toBe(`${COMPILE_HINT}globalThis.b=2;`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('leaves the polyfills and the stylesheets alone', () => {
    addCompileHints(nextDir);
    expect(read('static/chunks/polyfills.js')).toBe('globalThis.p=3;');
    expect(read('static/chunks/site.css')).toBe('body{margin:0}');
  });

  it('changes nothing the second time', () => {
    addCompileHints(nextDir);
    expect(addCompileHints(nextDir)).toBe(0);
    expect(read('static/chunks/a1.js')).toBe(`${COMPILE_HINT}globalThis.a=1;`);
  });

  it('does nothing without a build', () => {
    expect(addCompileHints(path.join(nextDir, 'missing'))).toBe(0);
  });
});
