import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '@/server/precompress.mjs';

let dir: string;
const file = (name: string) => path.join(dir, name);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kennel-static-'));
  mkdirSync(file('chunks'), { recursive: true });
  writeFileSync(file('chunks/a.js'), 'globalThis.a = 1;'.repeat(100));
  writeFileSync(file('site.css'), 'body { margin: 0 }'.repeat(100));
  writeFileSync(file('logo.svg'), '<svg/>');
});

describe('precompress', () => {
  it('writes a Brotli and a gzip copy of each script and stylesheet, the same bytes inside', () => {
    expect(precompress(dir)).toBe(4);
    for (const name of ['chunks/a.js', 'site.css']) {
      const original = readFileSync(file(name));
      expect(brotliDecompressSync(readFileSync(file(`${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(file(`${name}.gz`)))).toEqual(original);
    }
    expect(existsSync(file('logo.svg.br'))).toBe(false);
  });

  it('keeps copies not older than their file, and makes them again after a change', () => {
    precompress(dir);
    expect(precompress(dir)).toBe(0);
    const later = new Date(Date.now() + 10_000);
    writeFileSync(file('site.css'), 'p { color: red }');
    utimesSync(file('site.css'), later, later);
    expect(precompress(dir)).toBe(2);
    expect(gunzipSync(readFileSync(file('site.css.gz'))).toString()).toBe('p { color: red }');
  });

  it('does nothing without a build', () => {
    expect(precompress(path.join(dir, 'missing'))).toBe(0);
  });
});
