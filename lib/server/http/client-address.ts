import 'server-only';
import type { NextRequest } from 'next/server';
import { trustedProxyCount } from '@/lib/request-guard';

/**
 * The client as `proxies` trusted proxies recorded it in an `X-Forwarded-For` list: each proxy
 * appends the address it saw, so the client is the `proxies`-th entry from the right, and
 * anything to its left was written by the client itself. With fewer entries than proxies (a
 * request that skipped an outer proxy) the left-most entry is the farthest any proxy saw.
 */
export function forwardedClient(header: string | null, proxies: number): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (proxies < 1 || entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - proxies)];
}

/**
 * Who is asking, for login throttling: the client as the trusted proxies recorded it
 * (`TRUST_PROXY`, or Vercel's own header), else the socket's address, which Next puts in
 * `X-Forwarded-For` once the proxy has dropped any value the client sent (lib/request-guard.ts).
 */
export function clientIp(request: NextRequest): string {
  const proxies = trustedProxyCount();
  const forwarded = request.headers.get('x-forwarded-for');
  return (
    forwardedClient(forwarded, Math.max(proxies, 1)) ||
    (proxies > 0 ? request.headers.get('x-real-ip')?.trim() : undefined) ||
    'local'
  );
}
