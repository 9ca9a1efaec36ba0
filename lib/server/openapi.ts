import { z } from 'zod';
import { orderSchema } from '@/lib/validation/common';
import { PAGE_LIMIT } from '@/lib/validation/paging';
import { focalPointSchema } from '@/features/dogs/schema';
import { enquiryPatchSchema, enquirySchema, ENQUIRY_STATUSES } from '@/features/enquiries/schema';
import { applicationPaths } from '@/features/applications/openapi';
import type { OperationOptions, Responses } from './openapi-operation';
import { contractPaths } from '@/features/contracts/openapi';
import { waitingListPaths } from '@/features/waiting-list/openapi';
import { describeOperation, type RouteDeclaration } from './openapi/operation';
import { subscriptionSchema, subscriptionTokenSchema } from '@/features/subscriptions/schema';
import { resendResponse, resendSchema } from '@/lib/validation/link-mail';
import {
  enquiryCreatedResponse,
  enquiryCountsResponse,
  enquiryResponse,
  imageResponse,
  uploadResponse,
} from '@/lib/validation/responses';

const schema = (s: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' });

const errorBody = {
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

/**
 * `?limit=&cursor=` of the public lists (lib/validation/paging.ts). Without both, the whole list;
 * with either, one page, and while more follow, the next page's address in `Link` (rel "next")
 * and its cursor in `X-Next-Cursor`.
 */
const PAGE_PARAMETERS = [
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

const NEXT_PAGE_HEADERS = {
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

/** A photo's focal point is its own version (lib/validation/version.ts `focalVersion`). */
const FOCAL_VERSION =
  '`version`: the point it replaces, as read: `x,y` with the numbers as the API gave them ' +
  '(`0.5,0.3`), or `none`';

/** Why deleting one photo carries no version. */
const DELETE_UNVERSIONED =
  'No version: deleting a photo already deleted is a harmless 404, and no edit is lost';

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

const out = (s: z.ZodType) => schema(s, 'output');
const list = (s: z.ZodType) => out(z.array(s));

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
      '/gallery': {
        get: {
          ...operation('Gallery images in order: all of them, or one page', {
            responses: {
              200: {
                description: 'Images (one page with limit/cursor)',
                schema: list(imageResponse),
                headers: NEXT_PAGE_HEADERS,
              },
              422: { description: 'A bad limit or cursor' },
            },
          }),
          parameters: PAGE_PARAMETERS,
        },
      },
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
      '/enquiries': {
        post: {
          ...operation(
            'Send an enquiry (about a dog, or general). `website` must stay empty and `start` ' +
              'is the signed start from GET /enquiries/start (or the page), at least 3 s old: ' +
              'a bot gets the same 201 but nothing is stored or sent. An HTML form may post the ' +
              'same fields urlencoded (`consent=on`, plus `returnTo`) from this site only: it is ' +
              'answered with 303 back to its page; from another site, 403 with an HTML page.',
            {
              body: enquirySchema,
              responses: {
                201: { description: 'Stored', schema: out(enquiryCreatedResponse) },
                303: { description: 'A form post: back to its page (#enquiry-sent or -failed)' },
                403: { description: 'Posted from another site' },
                429: { description: 'Too many from this address or e-mail (Retry-After)' },
              },
            },
          ),
        },
      },
      '/subscriptions': {
        post: operation(
          'Ask for litter news by e-mail ("tell me when puppies are born"; `litterId` absent or ' +
            'null: every litter). Always 202 `{status: "confirmationPending"}`, whether or not ' +
            'the address is known: a new or unconfirmed one gets a confirmation mail (at most one ' +
            'an hour), a confirmed one nothing. `website` and `start` as for enquiries. An HTML ' +
            'form may post it urlencoded (`consent=on`, plus `returnTo`) from this site only: 303 ' +
            'back to its page (#subscribe-sent or -failed).',
          {
            body: subscriptionSchema,
            responses: {
              202: { description: 'Taken (the same answer for every address)' },
              303: { description: 'A form post: back to its page' },
              403: { description: 'Posted from another site' },
              429: { description: 'Too many from this address or e-mail (Retry-After)' },
            },
          },
        ),
      },
      '/link-mail/resend': {
        post: operation(
          "Send a mail with a person's own link (an applicant's private page, an enquirer's " +
            'visit link) that the mail budget held back: the `resend` ticket of the 201 that ' +
            'stored it. Counted against the asking address. An HTML form may post it urlencoded ' +
            'from this site only: 303 back to /apply#apply-sent.',
          {
            body: resendSchema,
            responses: {
              200: { description: 'Sent now, or already sent', schema: out(resendResponse) },
              303: { description: "A form post: back to the application's thank-you part" },
              403: { description: 'Posted from another site' },
              404: { description: 'Not a ticket of this server' },
              429: { description: 'The budget is still spent (Retry-After)' },
            },
          },
        ),
      },
      '/subscriptions/confirm': {
        get: operation(
          "The confirmation mail's link (`?token=`): the token is kept for this API in a " +
            'cookie and the browser goes on to the page whose button confirms (303); opening ' +
            'the link confirms nothing by itself',
          { responses: { 303: { description: 'To /subscriptions/confirm' } } },
        ),
        post: operation(
          'Confirm a subscription with the token of its confirmation mail (the page ' +
            '/subscriptions/confirm?token=… posts it as a form, and gets 303 back to the page)',
          {
            body: subscriptionTokenSchema,
            responses: {
              204: { description: 'Confirmed (again: still 204)' },
              303: { description: 'A form post: back to the page' },
              403: { description: 'Posted from another site' },
              404: { description: 'No subscription has this token (any more)' },
            },
          },
        ),
      },
      '/subscriptions/unsubscribe': {
        get: operation('The unsubscribe page for this `?token=` (303): a GET ends nothing', {
          responses: { 303: { description: 'To /subscriptions/unsubscribe?token=…' } },
        }),
        post: operation(
          'One-click unsubscribe (RFC 8058): the `?token=` of any mail of the subscription, ' +
            'whatever the body (`List-Unsubscribe=One-Click`); no cookie or origin needed. The ' +
            'subscription is deleted. With `&from=page`: 303 back to the unsubscribe page.',
          {
            responses: {
              204: { description: 'Unsubscribed and deleted' },
              303: { description: 'From the page: back to it' },
              404: { description: 'No subscription has this token (any more)' },
            },
          },
        ),
      },
      '/enquiries/start': {
        get: operation(
          'A signed start for the enquiry form: `{start}`, sent back with the enquiry',
          { responses: { 200: { description: 'The signed start' } } },
        ),
      },
      '/admin/enquiries': {
        get: {
          ...operation('Enquiries, newest first', {
            auth: true,
            responses: { 200: { description: 'Enquiries', schema: list(enquiryResponse) } },
          }),
          parameters: [
            {
              name: 'status',
              in: 'query',
              required: false,
              schema: { type: 'string', enum: [...ENQUIRY_STATUSES] },
            },
          ],
        },
      },
      '/admin/enquiries/counts': {
        get: operation('How many enquiries are new, answered and archived', {
          auth: true,
          responses: { 200: { description: 'Counts', schema: out(enquiryCountsResponse) } },
        }),
      },
      '/admin/enquiries/{id}': {
        patch: operation('Mark an enquiry new, answered or archived', {
          auth: true,
          params: ['id'],
          body: enquiryPatchSchema,
          responses: {
            200: { description: 'Enquiry', schema: out(enquiryResponse) },
            404: { description: 'Unknown enquiry' },
            ...versioned(out(enquiryResponse)),
          },
        }),
        delete: operation('Erase an enquiry for good', {
          auth: true,
          params: ['id'],
          responses: { 204: { description: 'Deleted' }, 404: { description: 'Unknown enquiry' } },
        }),
      },
      '/admin/gallery': {
        post: operation('Upload gallery photos (JPEG, PNG, WebP; 512 KB a file, 300 in all)', {
          auth: true,
          multipart: true,
          responses: {
            201: { description: 'Gallery and per-file errors', schema: out(uploadResponse) },
            503: { description: 'Photo processing busy (Retry-After)' },
          },
        }),
      },
      '/admin/gallery/order': {
        put: operation('Reorder the gallery', {
          auth: true,
          body: orderSchema,
          responses: {
            200: { description: 'Images', schema: list(imageResponse) },
            ...versioned(list(imageResponse)),
          },
        }),
      },
      '/admin/gallery/{imageId}': {
        patch: operation('Set or clear a gallery photo’s focal point. ' + FOCAL_VERSION, {
          auth: true,
          params: ['imageId'],
          body: focalPointSchema,
          responses: {
            200: { description: 'Photo', schema: out(imageResponse) },
            404: { description: 'Unknown photo' },
            ...versioned(out(imageResponse)),
          },
        }),
        delete: operation('Delete a gallery photo. ' + DELETE_UNVERSIONED, {
          auth: true,
          params: ['imageId'],
          responses: { 204: { description: 'Deleted' }, 404: { description: 'Unknown photo' } },
        }),
      },
    }),
  };
}
