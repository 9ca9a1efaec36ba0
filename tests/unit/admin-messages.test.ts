import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAMESPACES } from '@/components/layout/ClientMessages';

/*
 * The admin screens hand their browser components only ADMIN_NAMESPACES (issue 35: every message
 * of the site was half of each admin page's HTML). This walks the screens' imports, static and
 * dynamic, from the admin pages and layout, and collects every namespace a browser component
 * (a 'use client' file, or a file one imports) passes to `useTranslations`: each must be listed.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(ROOT, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (base === null || /\.s?css$/.test(base)) return null;
  if (existsSync(base) && statSync(base).isFile()) return base;
  const found = EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file));
  return found ?? null;
}

const IMPORT =
  /(?:^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?from\s+)?|import\(\s*)['"]([^'"]+)['"]/gm;
const NAMESPACE = /useTranslations\(\s*'([A-Za-z]+)'\s*\)/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.name.endsWith('.tsx') ? [full] : [];
  });
}

function browserNamespaces(entries: string[]): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue = entries.map((file) => ({ file, client: false }));
  while (queue.length > 0) {
    const { file, client: parentIsClient } = queue.shift()!;
    const key = `${file}:${parentIsClient}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const source = readFileSync(file, 'utf8');
    if (/^import 'server-only'/m.test(source)) continue;
    const client = parentIsClient || /^'use client'/m.test(source);
    if (client) for (const match of source.matchAll(NAMESPACE)) found.add(match[1]!);
    for (const match of source.matchAll(IMPORT)) {
      const next = resolve(file, match[1]!);
      if (next) queue.push({ file: next, client });
    }
  }
  return found;
}

describe('the admin screens’ messages', () => {
  it('hold every namespace the screens’ browser components translate with', () => {
    const entries = [
      ...filesUnder(path.join(ROOT, 'app', '[locale]', '(admin)')),
      path.join(ROOT, 'components', 'layout', 'AdminShell.tsx'),
    ];
    const used = browserNamespaces(entries);
    expect(used.size).toBeGreaterThan(20);
    const listed = new Set<string>(ADMIN_NAMESPACES);
    expect([...used].filter((namespace) => !listed.has(namespace)).sort()).toEqual([]);
  });
});
