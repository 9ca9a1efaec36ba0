// What the proxy (proxy.ts) settles before Next reads a request: it runs for every request
// whatever serves the site (`npm start`, `next start`, a serverless platform), so nothing here
// depends on the entry point. Web APIs only.
import { MISSING_HEADER } from './not-found';
import { refusalOf } from './request-limits.mjs';
import { RESOURCE_POLICY } from './security-headers.mjs';

/** Request headers only a reverse proxy in front can vouch for. */
const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
];

/**
 * Not a client's to send: `x-middleware-prefetch` is sent only by Next's Pages Router, which this
 * site does not use (with it, Next answers any route, admin API mutations included, with a bare
 * 200 `{}` without running it); the other is the proxy's own note to the 404 page.
 */
const INTERNAL_HEADERS = ['x-middleware-prefetch', MISSING_HEADER];

/**
 * The request headers to pass on, or null when every header may stay. Without `TRUST_PROXY` the
 * forwarding headers come from the client itself: once they are gone Next fills
 * `X-Forwarded-For` and `-Host` from the socket and the `Host` header, so neither login
 * throttling nor the CSRF check (lib/server/http/origin.ts) can be dodged with a made-up value.
 * `X-Forwarded-Proto` stays: claiming https only makes answers stricter.
 */
export function trustedRequestHeaders(
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
): Headers | null {
  const drop = [...INTERNAL_HEADERS, ...(trustsProxy(env) ? [] : PROXY_HEADERS)];
  if (!drop.some((name) => headers.has(name))) return null;
  const kept = new Headers(headers);
  for (const name of drop) kept.delete(name);
  return kept;
}

/**
 * How many reverse proxies in front append to `X-Forwarded-For`: `TRUST_PROXY` (a positive
 * number), else 1 on Vercel, whose edge overwrites the header with the client's address alone,
 * else 0 (no forwarding header is trusted).
 */
export function trustedProxyCount(env: Record<string, string | undefined> = process.env): number {
  const value = env.TRUST_PROXY?.trim();
  if (value && /^[1-9]\d*$/.test(value)) return Number(value);
  return env.VERCEL === '1' ? 1 : 0;
}

/** Whether a reverse proxy in front sets the forwarding headers (trustedProxyCount). */
export function trustsProxy(env: Record<string, string | undefined> = process.env): boolean {
  return trustedProxyCount(env) > 0;
}

/**
 * The answer, in the API's error shape, to a request this site has no use for, or null:
 * - a method Next cannot serve (it would throw and answer 500);
 * - a Server Function call. The site has none (every change goes through `/api`), yet Next
 *   decodes a POST to any page as one: a `Next-Action` header, or a multipart or form body. That
 *   decoder (React's Flight reply parser) is where React's remote-code-execution advisories live
 *   (GHSA-fv66-9v8q-g76r, GHSA-xqc2-xf4c-x3h3), so no request ever reaches it: outside `/api` only
 *   GET and HEAD are answered, and a `Next-Action` header is refused everywhere;
 * - an API or asset path whose percent-encoding is broken (`/api/dogs/%ff`). Pages keep Next's
 *   own localized 404 for such paths.
 */
export function refusal(method: string, pathname: string, headers: Headers): Response | null {
  const refused = refusalOf(method, pathname, headers.has('next-action'));
  return refused && refuse(...refused);
}

/** `message` is an `apiErrors` key, as every API error's. */
function refuse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json(
    { message },
    {
      status,
      headers: {
        ...headers,
        'cache-control': 'no-store',
        'content-security-policy': RESOURCE_POLICY,
      },
    },
  );
}
