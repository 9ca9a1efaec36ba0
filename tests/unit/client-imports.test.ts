import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { resolveImport, ROOT, sourceFiles } from '../support/source-files';

// What a browser component pulls into its screen's first load: its static value imports, all the
// way down (`import type` and `import()` excluded). zod and the form schemas load when a form is
// checked (lib/client/lazy-resolver.ts); a constant taken from a schema module would bring zod
// into the screen's first script instead.

const SOURCE_DIRS = ['app', 'components', 'features', 'lib', 'i18n'];

/** The modules a file imports for their values (not for types only). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (onlyTypes) continue;
      specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      specifier = statement.moduleSpecifier;
    }
    if (specifier && ts.isStringLiteral(specifier)) {
      const target = resolveImport(specifier.text, file);
      if (target) found.push(target);
    }
  }
  return found;
}

/** The chain from `file` to the package `name`, or null when its value imports never reach it. */
function chainTo(name: string, file: string, seen = new Set<string>()): string[] | null {
  if (file === name) return [name];
  if (!path.isAbsolute(file) || seen.has(file)) return null;
  seen.add(file);
  for (const next of valueImports(file)) {
    const chain = chainTo(name, next, seen);
    if (chain) return [path.relative(ROOT, file), ...chain];
  }
  return null;
}

const clientFiles = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((file) =>
  /^['"]use client['"]/m.test(readFileSync(file, 'utf8').slice(0, 300)),
);

describe('browser components', () => {
  it('are found', () => {
    expect(clientFiles.length).toBeGreaterThan(100);
  });

  it('never bring zod into their first load', () => {
    const chains = clientFiles
      .map((file) => chainTo('zod', file))
      .filter((chain): chain is string[] => chain !== null)
      .map((chain) => chain.join(' → '));
    expect(chains).toEqual([]);
  });

  it('leave the pedigree editor’s paste reader, merge and checks to when they are used', () => {
    const editor = path.join(ROOT, 'features/breeding/ui/admin/PedigreeEditor.tsx');
    const chains = [
      'features/breeding/pedigree-paste.ts',
      'features/breeding/pedigree-paste-merge.ts',
      'features/breeding/pedigree.ts',
      'features/breeding/coi.ts',
    ]
      .map((file) => chainTo(path.join(ROOT, file), editor))
      .filter((chain): chain is string[] => chain !== null)
      .map((chain) => chain.join(' → '));
    expect(chains).toEqual([]);
  });
});
