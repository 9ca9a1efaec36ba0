import 'server-only';
import type { NextRequest } from 'next/server';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { TOKEN_PATTERN } from '@/lib/server/tokens';
import { isHttps } from '@/lib/server/http/origin';

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

/**
 * 303 to `location`, keeping `token` (or forgetting the kept one, for null). Only a token's shape
 * goes into the header: anything else (`; Domain=…`, a line break) would become its attributes.
 */
export function seeOther(request: NextRequest, location: string, token?: string | null): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  if (token === null) headers.append('Set-Cookie', cookie(request, '', 0));
  else if (token !== undefined && TOKEN_PATTERN.test(token)) {
    headers.append('Set-Cookie', cookie(request, token, TTL_SECONDS));
  }
  return new Response(null, { status: 303, headers });
}

/**
 * A mailed link opened: on to `page`, keeping the token only once `works` has found it in the
 * database, so a link cannot plant a token of someone else's choosing. A token that works for
 * nothing goes to the page's "not valid" notice, keeping nothing.
 */
export async function openedLink(
  request: NextRequest,
  page: string,
  works: (token: string) => Promise<boolean>,
): Promise<Response> {
  const token = request.nextUrl.searchParams.get('token') ?? '';
  try {
    if (await works(token)) return seeOther(request, page, token);
    return seeOther(request, `${page}#subscription-invalid`);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) console.error(error);
    return seeOther(request, `${page}#subscription-error`);
  }
}

/** The token the link left, if any. */
export const keptToken = (request: NextRequest) => request.cookies.get(NAME)?.value;
