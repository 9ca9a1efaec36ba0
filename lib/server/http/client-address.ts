import 'server-only';
import type { NextRequest } from 'next/server';
import { trustsProxy } from '@/lib/request-guard';

/**
 * Who is asking, for login throttling: the proxy's `X-Forwarded-For` when it is trusted, else the
 * socket's address, which Next puts in `X-Forwarded-For` once the proxy has dropped any value
 * the client sent (lib/request-guard.ts).
 */
export function clientIp(request: NextRequest): string {
  return (
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    (trustsProxy() ? request.headers.get('x-real-ip')?.trim() : undefined) ||
    'local'
  );
}
