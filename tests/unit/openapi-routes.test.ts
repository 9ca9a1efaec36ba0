import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@/app/api/openapi.json/routes';
import { openApiDocument } from '@/lib/server/openapi/document';
import { apiRoutesSource, ROUTES_FILE } from '@/scripts/lib/api-routes';

// The API's description against its route files: every handler under app/api is in the
// OpenAPI document with its method, and the document names no operation that has no handler.

const API = path.resolve(__dirname, '../../app/api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Not operations of the API: the document itself, and the catch-all that answers 404. */
const NOT_DESCRIBED = new Set(['GET /openapi.json']);

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('[...') ? [] : routeFiles(file);
    return entry.name === 'route.ts' ? [file] : [];
  });
}

/** `GET /admin/dogs/{id}` for each handler a route file exports. */
function handlers(file: string): string[] {
  const address = `/${path.relative(API, path.dirname(file)).split(path.sep).join('/')}`.replace(
    /\[(\w+)\]/g,
    '{$1}',
  );
  const source = readFileSync(file, 'utf8');
  return METHODS.filter((method) =>
    new RegExp(
      `export (const|async function|function) ${method}\\b|export const \\{[^}]*\\b${method}\\b`,
    ).test(source),
  ).map((method) => `${method} ${address}`);
}

const handled = routeFiles(API)
  .flatMap(handlers)
  .filter((operation) => !NOT_DESCRIBED.has(operation))
  .sort();
const described = Object.entries(
  openApiDocument('/api', apiRoutes).paths as Record<string, Record<string, unknown>>,
)
  .flatMap(([address, operations]) =>
    Object.keys(operations)
      .filter((key) => (METHODS as readonly string[]).includes(key.toUpperCase()))
      .map((method) => `${method.toUpperCase()} ${address}`),
  )
  .sort();

describe('the OpenAPI document', () => {
  it('finds the route files', () => {
    expect(handled.length).toBeGreaterThan(100);
  });

  it('describes every handler under app/api, and only those', () => {
    expect(described).toEqual(handled);
  });

  it('is made from the route files as they are (`npm run api:routes` after adding one)', () => {
    const root = path.resolve(__dirname, '../..');
    expect(readFileSync(path.join(root, ROUTES_FILE), 'utf8')).toBe(apiRoutesSource(root));
  });
});
