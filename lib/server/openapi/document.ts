import { describeOperation, type RouteDeclaration } from './operation';

// The API description (GET /api/openapi.json), made from the route files: each handler's
// route() declaration, with the zod schemas it parses and its `doc`.

/** A route file under app/api and its address in the description (`/admin/dogs/{id}`). */
export interface ApiRoute {
  path: string;
  module: Record<string, unknown>;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every handler the route files export, by path and method. */
function declaredPaths(routes: readonly ApiRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { path, module } of routes) {
    for (const method of METHODS) {
      const declaration = (module[method] as { declaration?: RouteDeclaration } | undefined)
        ?.declaration;
      if (!declaration?.doc) continue;
      paths[path] ??= {};
      paths[path][method.toLowerCase()] = describeOperation({
        ...declaration,
        doc: declaration.doc,
      });
    }
  }
  return paths;
}

export function openApiDocument(serverUrl: string, routes: readonly ApiRoute[]) {
  return {
    openapi: '3.0.3',
    info: {
      title: 'Kennel API',
      version: '1.0.0',
      description:
        'Public data and the breeder’s admin API. Every admin write sends the `version` of what ' +
        'it was based on: a dog’s, the site info’s or an enquiry’s `version` as read, or for a ' +
        'photo order the ids of the order as read, joined by commas. A write based on a version ' +
        'that is no longer the stored one changes nothing and is answered 409 with the current ' +
        'record. Signed in by cookie (a browser) the version is required (428 without); with a ' +
        'Bearer token it may be left out, and the write then overwrites whatever is stored.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'session' },
      },
    },
    paths: declaredPaths(routes),
  };
}
