import 'server-only';
import type { NextRequest } from 'next/server';
import type { User } from '@/lib/db/schema';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { ApiError } from './errors';
import { requireAdmin } from './http';

type Params = Record<string, string | string[]>;
interface RouteContext<P extends Params> {
  params: Promise<P>;
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Cache-Control', headers.get('Cache-Control') ?? 'no-store');
  return Response.json(body, { ...init, headers });
}

export const noContent = (headers?: HeadersInit) => new Response(null, { status: 204, headers });

/** What a 503 tells clients: the database is expected back shortly. */
export const RETRY_SOON = { 'Retry-After': '5' };

/** Every handler's error mapping: ApiError → its status and shape, anything else → 500. */
export function errorResponse(error: unknown): Response {
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

/** A public handler: runs it and maps errors to the one error shape. */
export function handler<P extends Params = Params>(
  run: (request: NextRequest, params: P) => Promise<Response>,
) {
  return async (request: NextRequest, context: RouteContext<P>) => {
    try {
      return await run(request, await context.params);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** An admin handler: authenticate → authorize (scope admin, same origin for cookies) → run. */
export function adminHandler<P extends Params = Params>(
  run: (request: NextRequest, params: P, user: User) => Promise<Response>,
) {
  return handler<P>(async (request, params) => run(request, params, await requireAdmin(request)));
}
