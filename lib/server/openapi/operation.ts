import { z } from 'zod';
import { PAGE_LIMIT } from '@/lib/validation/paging';

// One operation of the API description, made from its route() declaration: who may call it,
// its path segments and body as the handler parses them, and what its `doc` says it answers.

/** A zod schema (turned into JSON Schema here) or a JSON Schema as it is. */
export type Schema = z.ZodType | Record<string, unknown>;

export interface ResponseDoc {
  description: string;
  schema?: Schema;
  headers?: Record<string, { description: string; schema: Record<string, unknown> }>;
  /** A body that is not JSON (a file's bytes): its media types, without a schema; [] for none. */
  content?: string[];
}

export interface ParameterDoc {
  description?: string;
  schema?: Schema;
  required?: boolean;
}

/** What a route() declaration tells the API description beyond what the handler parses. */
export interface RouteDoc {
  summary: string;
  /** More than the summary says, when it needs saying. */
  description?: string;
  /** The answers by status: a description, or one with the body's schema and headers. */
  responses: Record<number, string | ResponseDoc>;
  /** The record a stale write answers with: adds 409 `editConflict` and 428 `versionRequired`. */
  versioned?: Schema;
  /** A body the handler reads itself (the one route() reads is its `body`): JSON by default. */
  body?: Schema;
  /** Its media type when it is not JSON (`application/octet-stream`: raw bytes). */
  bodyType?: string;
  /** The body may be left out. */
  bodyOptional?: true;
  /** The multipart fields that must be there. */
  multipartRequired?: string[];
  /**
   * A `multipart/form-data` body instead of JSON: `true` for photos (`images`, up to 10 files),
   * or its fields' JSON Schemas by name (a file is `{ type: 'string', format: 'binary' }`).
   */
  multipart?: true | Record<string, Record<string, unknown>>;
  /** Query parameters by name. */
  query?: Record<string, ParameterDoc>;
  /** `?limit=&cursor=`, and the next page's `Link` and `X-Next-Cursor`. */
  paged?: boolean;
}

/** The part of a route() declaration the description reads. */
export interface RouteDeclaration {
  access: string;
  params?: Record<string, z.ZodType>;
  body?: z.ZodType;
  doc?: RouteDoc;
}

export function jsonSchema(schema: Schema, io: 'input' | 'output'): Record<string, unknown> {
  return schema instanceof z.ZodType
    ? z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' })
    : schema;
}

export const errorBody = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'apiErrors translation key' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['msg'],
        properties: { msg: { type: 'string' }, path: { type: 'string' } },
      },
    },
  },
};

/** `?limit=&cursor=` of the public lists (lib/validation/paging.ts). */
export const PAGE_PARAMETERS = [
  {
    name: 'limit',
    in: 'query',
    required: false,
    description: `Items a page: 1–${PAGE_LIMIT.max} (default ${PAGE_LIMIT.default} when only a cursor is given)`,
    schema: { type: 'integer', minimum: 1, maximum: PAGE_LIMIT.max },
  },
  {
    name: 'cursor',
    in: 'query',
    required: false,
    description: 'Opaque: the X-Next-Cursor of the previous page; absent for the first page',
    schema: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
  },
];

export const NEXT_PAGE_HEADERS = {
  Link: {
    description: 'The next page: `</api/…?limit=…&cursor=…>; rel="next"` (paged answers only)',
    schema: { type: 'string' },
  },
  'X-Next-Cursor': {
    description: 'The cursor of the next page (paged answers only, not on the last page)',
    schema: { type: 'string' },
  },
};

/**
 * The answers of a write that carries the version it was based on (lib/validation/version.ts):
 * 409 with the record as it is now when that version is no longer the stored one, 428 when a
 * browser (signed in by cookie) sent none. A Bearer-token script may leave it out and overwrite.
 */
export function versionedResponses(current: Schema): Record<number, ResponseDoc> {
  return {
    409: {
      description: 'editConflict: changed since the version sent; `current` is what is stored now',
      schema: {
        ...errorBody,
        required: ['message', 'current'],
        properties: { ...errorBody.properties, current: jsonSchema(current, 'output') },
      },
    },
    428: { description: 'versionRequired: a write signed in by cookie must send `version`' },
  };
}

const PHOTO_FIELDS = {
  images: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 10 },
};

const multipartBody = (fields: Record<string, Record<string, unknown>>, required?: string[]) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: { type: 'object', ...(required ? { required } : {}), properties: fields },
    },
  },
});

/** `?version=N` of a delete: the record as the screen read it. */
export const VERSION_QUERY: Record<string, ParameterDoc> = {
  version: {
    description: 'The version as read (required from a browser)',
    schema: { type: 'integer' },
  },
};

/** The OpenAPI operation object of one handler. */
export function describeOperation(declaration: RouteDeclaration & { doc: RouteDoc }) {
  const { access, params, doc } = declaration;
  const body = declaration.body ?? doc.body;
  const responses: Record<number, string | ResponseDoc> = {};
  if ((body && !doc.bodyType) || doc.multipart) {
    responses[400] = 'Malformed body';
    responses[422] = 'Validation failed';
  }
  if (access !== 'public') {
    responses[401] = 'Not signed in';
    responses[403] = 'Not an admin, or foreign origin';
  }
  Object.assign(responses, doc.responses, doc.versioned && versionedResponses(doc.versioned));
  const parameters = [
    ...Object.entries(params ?? {}).map(([name, schema]) => ({
      name,
      in: 'path',
      required: true,
      schema: jsonSchema(schema, 'input'),
    })),
    ...Object.entries(doc.query ?? {}).map(([name, parameter]) => ({
      name,
      in: 'query',
      required: parameter.required ?? false,
      ...(parameter.description ? { description: parameter.description } : {}),
      schema: parameter.schema ? jsonSchema(parameter.schema, 'input') : { type: 'string' },
    })),
    ...(doc.paged ? PAGE_PARAMETERS : []),
  ];
  return {
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(access !== 'public' ? { security: [{ bearer: [] }, { cookie: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: !doc.bodyOptional,
            content: {
              [doc.bodyType ?? 'application/json']: { schema: jsonSchema(body, 'input') },
            },
          },
        }
      : doc.multipart
        ? {
            requestBody: multipartBody(
              doc.multipart === true ? PHOTO_FIELDS : doc.multipart,
              doc.multipartRequired,
            ),
          }
        : {}),
    responses: Object.fromEntries(
      Object.entries(responses).map(([status, answer]) => {
        const { description, schema, headers, content } =
          typeof answer === 'string' ? ({ description: answer } as ResponseDoc) : answer;
        const error = Number(status) >= 400;
        return [
          status,
          {
            description,
            ...(headers || (doc.paged && status === '200')
              ? { headers: headers ?? NEXT_PAGE_HEADERS }
              : {}),
            ...(content?.length === 0
              ? {}
              : {
                  content: content
                    ? Object.fromEntries(content.map((type) => [type, {}]))
                    : {
                        'application/json': {
                          schema: schema ? jsonSchema(schema, 'output') : error ? errorBody : {},
                        },
                      },
                }),
          },
        ];
      }),
    ),
  };
}
