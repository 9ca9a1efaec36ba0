import { z } from 'zod';
import { applicationPaths } from '@/features/applications/openapi';
import type { OperationOptions, Responses } from './openapi-operation';
import { contractPaths } from '@/features/contracts/openapi';
import { waitingListPaths } from '@/features/waiting-list/openapi';
import { describeOperation, errorBody, type RouteDeclaration } from './openapi/operation';

const schema = (s: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' });

/**
 * The answers of a write that carries the version it was based on (lib/validation/version.ts):
 * 409 with the record as it is now when that version is no longer the stored one, 428 when a
 * browser (signed in by cookie) sent none. A Bearer-token script may leave it out and overwrite.
 */
function versioned(current: unknown): Responses {
  return {
    409: {
      description: 'editConflict: changed since the version sent; `current` is what is stored now',
      schema: {
        ...errorBody,
        required: ['message', 'current'],
        properties: { ...errorBody.properties, current },
      },
    },
    428: { description: 'versionRequired: a write signed in by cookie must send `version`' },
  };
}

function operation(summary: string, options: OperationOptions) {
  const errors: Responses = {};
  if (options.body || options.multipart) {
    errors[400] = { description: 'Malformed body' };
    errors[422] = { description: 'Validation failed' };
  }
  if (options.auth) {
    errors[401] = { description: 'Not signed in' };
    errors[403] = { description: 'Not an admin, or foreign origin' };
  }
  const all = { ...errors, ...options.responses };
  return {
    summary,
    ...(options.auth ? { security: [{ bearer: [] }, { cookie: [] }] } : {}),
    ...(options.params
      ? {
          parameters: options.params.map((name) => ({
            name,
            in: 'path',
            required: true,
            schema: { type: 'string' },
          })),
        }
      : {}),
    ...(options.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schema(options.body, 'input') } },
          },
        }
      : {}),
    ...(options.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: {
                    images: {
                      type: 'array',
                      items: { type: 'string', format: 'binary' },
                      maxItems: 10,
                    },
                  },
                },
              },
            },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(all).map(([status, r]) => [
        status,
        {
          description: r.description,
          ...(r.headers ? { headers: r.headers } : {}),
          content: {
            'application/json': { schema: r.schema ?? (Number(status) >= 400 ? errorBody : {}) },
          },
        },
      ]),
    ),
  };
}

/** A route file under app/api and its address in the description (`/admin/dogs/{id}`). */
export interface ApiRoute {
  path: string;
  module: Record<string, unknown>;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The operations the route files' route() declarations describe, by path and method. */
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

/** Both, each operation once: the same path and method described twice is a mistake. */
function mergePaths(
  declared: Record<string, Record<string, unknown>>,
  kept: Record<string, Record<string, unknown>>,
) {
  const paths = { ...kept };
  for (const [path, operations] of Object.entries(declared)) {
    for (const method of Object.keys(operations)) {
      if (kept[path]?.[method])
        throw new Error(`${method.toUpperCase()} ${path} is described twice`);
    }
    paths[path] = { ...kept[path], ...operations };
  }
  return paths;
}

/**
 * The API description: each handler's route() declaration with the zod schemas it parses, and
 * the operations still described here.
 */
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
    paths: mergePaths(declaredPaths(routes), {
      ...applicationPaths(operation, versioned),
      ...waitingListPaths(operation, versioned),
      ...contractPaths(operation, versioned),
      '/uploads/{key}': {
        get: {
          summary: 'Image or video bytes (immutable); a video in byte ranges (`Range`: 206, 416)',
          parameters: [{ name: 'key', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            200: {
              description: 'WebP image or MP4 video',
              content: { 'image/webp': {}, 'video/mp4': {} },
            },
            206: { description: 'The range asked for (`Content-Range`)' },
            416: { description: 'A range past the end (`Content-Range: bytes */size`)' },
            404: { description: 'Unknown key' },
          },
        },
      },
      '/files/{key}': {
        get: {
          summary: 'A private file (diary photo, document, contract) through a signed link',
          description:
            'Links are made by the pages that may show the file and expire (15 minutes unless set otherwise). Any change to the key, expiry, name or signature makes the link invalid.',
          parameters: [
            { name: 'key', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'expires', in: 'query', required: true, schema: { type: 'integer' } },
            { name: 'name', in: 'query', required: false, schema: { type: 'string' } },
            { name: 'signature', in: 'query', required: true, schema: { type: 'string' } },
          ],
          responses: {
            200: {
              description: 'The file (PDF, JPEG, PNG or WebP)',
              content: {
                'application/pdf': {},
                'image/jpeg': {},
                'image/png': {},
                'image/webp': {},
                'video/mp4': {},
              },
            },
            206: { description: 'The range asked for (`Content-Range`)' },
            416: { description: 'A range past the end' },
            404: { description: 'A forged, altered or expired link, or no such file' },
          },
        },
      },
    }),
  };
}
