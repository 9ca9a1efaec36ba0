import 'server-only';
import type { NextRequest } from 'next/server';
import type { User } from '@/lib/db/schema';
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

function isDatabaseDown(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return [
    'ECONNREFUSED',
    'ENOTFOUND',
    'ETIMEDOUT',
    'ECONNRESET',
    '57P01',
    '57P03',
    'CONNECTION_CLOSED',
    'CONNECTION_ENDED',
  ].includes(code ?? '');
}

/** Every handler's error mapping: ApiError → its status and shape, anything else → 500. */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return json(error.toBody(), { status: error.status, headers: error.headers });
  }
  if (isDatabaseDown(error) || isDatabaseDown((error as { cause?: unknown })?.cause)) {
    return json({ message: 'databaseUnavailable' }, { status: 503 });
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
