import 'server-only';
import type { NextRequest } from 'next/server';
import { isHttps } from './origin';

/*
 * A mailed link of "tell me when puppies are born" opens the API, which keeps its token here and
 * sends the browser on to a static page whose button posts it back: the page works without
 * JavaScript, yet is the same HTML for everyone (no token in it). HttpOnly, an hour, and sent to
 * the subscription API only.
 */

const NAME = 'subscription_link';
const PATH = '/api/subscriptions';
const TTL_SECONDS = 60 * 60;

function cookie(request: NextRequest, value: string, maxAge: number): string {
  return [
    `${NAME}=${value}`,
    'HttpOnly',
    `Path=${PATH}`,
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(isHttps(request) ? ['Secure'] : []),
  ].join('; ');
}

/** 303 to `location`, keeping `token` (or forgetting the kept one, for null). */
export function seeOther(request: NextRequest, location: string, token?: string | null): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  if (token !== undefined) {
    headers.append(
      'Set-Cookie',
      token ? cookie(request, token, TTL_SECONDS) : cookie(request, '', 0),
    );
  }
  return new Response(null, { status: 303, headers });
}

/** The token the link left, if any. */
export const keptToken = (request: NextRequest) => request.cookies.get(NAME)?.value;
