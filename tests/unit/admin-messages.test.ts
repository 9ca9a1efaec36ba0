import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_SCREEN_NAMESPACES,
  ADMIN_SHELL_NAMESPACES,
  type AdminScreen,
} from '@/components/layout/ClientMessages';
import { ADMIN_ROUTES } from '@/lib/paths.mjs';

/*
 * The admin layout hands its browser components ADMIN_SHELL_NAMESPACES, and each screen adds its
 * own ADMIN_SCREEN_NAMESPACES (so a page's HTML carries its own screen's messages, not every
 * screen's). This walks the imports, static and dynamic, from the layout and from each page, and
 * collects every namespace a browser component (a 'use client' file, or a file one imports)
 * passes to `useTranslations`: each must be listed where that component is rendered.
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

const ADMIN_APP = path.join(ROOT, 'app', '[locale]', '(admin)');
const pageFile = (route: string) => path.join(ADMIN_APP, route, 'page.tsx');
const missing = (used: Set<string>, listed: readonly string[]) =>
  [...used].filter((namespace) => !listed.includes(namespace)).sort();

describe('the admin screens’ messages', () => {
  it('hold every namespace the layout’s browser components translate with', () => {
    // The layout's own parts, and every file beside the pages (error and loading screens).
    const entries = [
      ...filesUnder(ADMIN_APP).filter((file) => path.basename(file) !== 'page.tsx'),
      path.join(ROOT, 'components', 'layout', 'AdminShell.tsx'),
    ];
    const used = browserNamespaces(entries);
    expect(used.size).toBeGreaterThan(5);
    expect(missing(used, ADMIN_SHELL_NAMESPACES)).toEqual([]);
    // The alert banner translates the API's error codes any screen raises (by key, no namespace).
    expect(ADMIN_SHELL_NAMESPACES).toContain('apiErrors');
  });

  it('are handed to every screen: the page names its screen, which lists what its parts use', () => {
    const pages = filesUnder(ADMIN_APP).filter((file) => path.basename(file) === 'page.tsx');
    const routes = Object.entries(ADMIN_ROUTES) as [AdminScreen, string][];
    expect(pages).toHaveLength(routes.length);
    let total = 0;
    for (const [screen, route] of routes) {
      const file = pageFile(route);
      const source = readFileSync(file, 'utf8');
      expect(source, route).toContain(`export default adminScreen('${screen}', `);
      const used = browserNamespaces([file]);
      total += used.size;
      const listed = [...ADMIN_SHELL_NAMESPACES, ...ADMIN_SCREEN_NAMESPACES[screen]];
      expect(missing(used, listed), route).toEqual([]);
    }
    expect(total).toBeGreaterThan(50);
  });
});
