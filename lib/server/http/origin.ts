import 'server-only';
import type { NextRequest } from 'next/server';
import { trustsProxy } from '@/lib/request-guard';
import { forbidden } from './errors';

/** `X-Forwarded-Proto` is honoured either way: claiming https only makes the answer stricter. */
export function isHttps(request: NextRequest): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? request.nextUrl.protocol.replace(':', '')) === 'https';
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** This site's origin as the browser sees it: scheme and host (a trusted proxy's, if any). */
export function ownOrigin(request: NextRequest): string | null {
  const forwarded = trustsProxy()
    ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined;
  const host = forwarded || request.headers.get('host');
  if (!host) return null;
  try {
    return new URL(`${isHttps(request) ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * A cookie-authenticated mutation must come from this site's own origin (CSRF): the `Origin`
 * header, which browsers send with every such request, must serialise exactly to ours, scheme
 * included ("null", look-alikes such as "http://evil.example/localhost:3000" all fail).
 */
export function assertSameOrigin(request: NextRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get('origin');
  const own = ownOrigin(request);
  if (!origin || !own || origin.toLowerCase() !== own) throw forbidden('invalidOrigin');
}
