import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import type { User } from '@/lib/db/schema';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import type { RouteDeclaration, RouteDoc } from '@/lib/server/openapi/operation';
import { authorize, type Access } from './access';
import { readJson } from './body';
import { ApiError, parseWith } from './errors';

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Cache-Control', headers.get('Cache-Control') ?? 'no-store');
  return Response.json(body, { ...init, headers });
}

export const noContent = (headers?: HeadersInit) => new Response(null, { status: 204, headers });

/** What a 503 tells clients: the database is expected back shortly. */
export const RETRY_SOON = { 'Retry-After': '5' };

/** Every handler's error mapping: ApiError → its status and shape, anything else → 500. */
function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return json(error.toBody(), { status: error.status, headers: error.headers });
  }
  if (isDatabaseUnavailable(error)) {
    // Recovers by itself once the database is back: clients may simply try again.
    return json({ message: 'databaseUnavailable' }, { status: 503, headers: RETRY_SOON });
  }
  console.error(error);
  return json({ message: 'serverError' }, { status: 500 });
}

/** The schema each path segment must pass, by segment name. */
export type ParamSchemas = Record<string, z.ZodType>;

type Parsed<P extends ParamSchemas> = { [K in keyof P]: z.output<P[K]> };

export interface RouteOptions<
  A extends Access,
  P extends ParamSchemas,
  B extends z.ZodType | undefined,
> {
  /** Who may call the handler; settled before anything the request carries is parsed. */
  access: A;
  /** Segments are parsed one by one in this order: the first bad one is a 422 naming no path. */
  params?: P;
  /** A JSON body (readJson). Multipart handlers leave it out and read their own. */
  body?: B;
  /** What the API description says of it (lib/server/openapi/operation.ts). */
  doc: RouteDoc;
}

export interface RouteInput<
  A extends Access,
  P extends ParamSchemas,
  B extends z.ZodType | undefined,
> {
  request: NextRequest;
  params: Parsed<P>;
  body: B extends z.ZodType ? z.output<B> : undefined;
  /** The caller, for every handler that is not public. */
  user: A extends 'public' ? null : User;
}

/** What Next passes a handler besides the request. */
interface RouteContext {
  params: Promise<Record<string, string | string[]>>;
}

/**
 * Every API handler: authenticate and authorize as `access` asks (same origin for a cookie)
 * → parse the params → parse the body → run; any error becomes the one error shape.
 */
export function route<
  A extends Access,
  P extends ParamSchemas = Record<never, never>,
  B extends z.ZodType | undefined = undefined,
>(
  options: RouteOptions<A, P, B>,
  run: (input: RouteInput<A, P, B>) => Response | Promise<Response>,
) {
  const handler = async (request: NextRequest, context: RouteContext): Promise<Response> => {
    try {
      const segments = await context.params;
      const user = options.access === 'public' ? null : await authorize(request, options.access);
      const params = parseParams(options.params, segments);
      const body = options.body ? await readJson(request, options.body) : undefined;
      // TypeScript cannot narrow A and B: the branches above give `user` and `body` those types.
      return await run({ request, params, body, user } as RouteInput<A, P, B>);
    } catch (error) {
      return errorResponse(error);
    }
  };
  // The API description is made from it (app/api/openapi.json).
  return Object.assign(handler, { declaration: options as RouteDeclaration });
}

function parseParams<P extends ParamSchemas>(
  schemas: P | undefined,
  segments: Record<string, string | string[]>,
): Parsed<P> {
  const parsed: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(schemas ?? {})) {
    parsed[name] = parseWith(schema, segments[name]);
  }
  return parsed as Parsed<P>;
}
