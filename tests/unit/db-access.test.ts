import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { resolveImport, ROOT, sourceFiles } from '../support/source-files';

// How code reaches the database (docs/architecture.md): a domain's entry points, the functions
// routes and pages call, take it from `getDb()`; a function with a `db`/`tx` parameter is a helper
// that runs on its caller's connection or inside its caller's transaction. So app/ never opens
// the database and never calls a helper of that kind.

const DATABASE_TYPES = /^(Database|Db|Queryable|Reader|Executor|Transaction)\b/;

/** A local module's file (a package is none of ours). */
function resolve(specifier: string, from: string): string | null {
  const found = resolveImport(specifier, from);
  return found && path.isAbsolute(found) ? found : null;
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

/** The exported functions of a module whose first parameter is a database or a transaction. */
function helpersTakingDatabase(file: string): Set<string> {
  const found = new Set<string>();
  for (const statement of parse(file).statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const type = statement.parameters[0]?.type?.getText(parse(file));
    if (type && DATABASE_TYPES.test(type)) found.add(statement.name.text);
  }
  return found;
}

/** `name (from module)` for each value import of `file` that opens or is handed the database. */
function databaseImports(file: string): string[] {
  const found: string[] = [];
  for (const statement of parse(file).statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    if (clause?.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) continue;
    const specifier = statement.moduleSpecifier.text;
    const target = resolve(specifier, file);
    if (!target) continue;
    const helpers = helpersTakingDatabase(target);
    for (const element of bindings.elements) {
      if (element.isTypeOnly) continue;
      const name = (element.propertyName ?? element.name).text;
      const opens = specifier === '@/lib/db/client' && /^get(Db|Database)$/.test(name);
      if (opens || helpers.has(name)) found.push(`${name} (${specifier})`);
    }
  }
  return found;
}

describe('how app/ reaches the database', () => {
  const files = sourceFiles(path.join(ROOT, 'app'));

  it('finds the routes and pages', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('only through a domain entry point that takes it from getDb()', () => {
    const offending = files
      .map((file) => ({ file: path.relative(ROOT, file), imports: databaseImports(file) }))
      .filter((entry) => entry.imports.length > 0);
    expect(offending).toEqual([]);
  });

  it('would notice a route that opens the database or hands it to a helper', () => {
    const probe = path.join(mkdtempSync(path.join(tmpdir(), 'db-access-')), 'route.ts');
    writeFileSync(
      probe,
      "import { getDb } from '@/lib/db/client';\n" +
        "import { beginPasswordAttempt } from '@/lib/server/throttle';\n" +
        "import { json } from '@/lib/server/http/route';\n",
    );
    expect(databaseImports(probe)).toEqual([
      'getDb (@/lib/db/client)',
      'beginPasswordAttempt (@/lib/server/throttle)',
    ]);
  });
});
