import { readdirSync } from 'node:fs';
import path from 'node:path';

// The list of route files the API description is made from (app/api/openapi.json/routes.ts):
// every route.ts under app/api but the description's own and the catch-all that answers 404.

export const ROUTES_FILE = 'app/api/openapi.json/routes.ts';

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return entry.name.startsWith('[...') || entry.name === 'openapi.json'
          ? []
          : routeFiles(file);
      }
      return entry.name === 'route.ts' ? [file] : [];
    });
}

/** The source of ROUTES_FILE for the route files under `root`/app/api. */
export function apiRoutesSource(root: string): string {
  const api = path.join(root, 'app/api');
  const routes = routeFiles(api).map((file) => {
    const folder = path.relative(api, path.dirname(file)).split(path.sep).join('/');
    return { folder, address: `/${folder}`.replace(/\[(\w+)\]/g, '{$1}') };
  });
  return [
    '// Every route file under app/api, for the API description. Written by `npm run api:routes`.',
    '',
    ...routes.map(({ folder }, i) => `import * as r${i} from '../${folder}/route';`),
    '',
    'export const apiRoutes = [',
    ...routes.map(({ address }, i) => `  { path: '${address}', module: r${i} },`),
    '];',
    '',
  ].join('\n');
}
