import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The project's source files and what their import specifiers name, for the tests that hold the
// code to its rules by reading it (tests/unit/client-imports.test.ts, db-access.test.ts).

export const ROOT = path.resolve(__dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

/** Every source file under `dir`, declaration files left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/**
 * The file an import specifier of `from` names (`@/…` or relative), null when there is none,
 * or the specifier itself for a package.
 */
export function resolveImport(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return specifier;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}
