import 'server-only';
import type { NextRequest } from 'next/server';
import type { User } from '@/lib/db/schema';
import { SESSION_COOKIES } from '@/lib/session-cookies';
import { assertAdmin, userFromToken } from '../session-token';
import { unauthorized } from './errors';
import { assertSameOrigin } from './origin';

/** Who may call a handler: anyone, anyone signed in, or an admin (scope `admin`). */
export type Access = 'public' | 'signed-in' | 'admin';

interface Authenticated {
  user: User;
  via: 'bearer' | 'cookie';
}

/** Bearer header first, then the HttpOnly session cookie. */
async function authenticate(request: NextRequest): Promise<Authenticated | null> {
  const header = request.headers.get('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) {
    const user = await userFromToken(header.slice(7).trim());
    return user ? { user, via: 'bearer' } : null;
  }
  const cookie = SESSION_COOKIES.map((name) => request.cookies.get(name)?.value).find(Boolean);
  if (!cookie) return null;
  const user = await userFromToken(cookie);
  return user ? { user, via: 'cookie' } : null;
}

/**
 * The caller, when `access` lets them in: 401 without a valid session, 403 without the admin
 * scope an admin handler needs, 403 for a cookie-authenticated mutation from another origin.
 */
export async function authorize(
  request: NextRequest,
  access: Exclude<Access, 'public'>,
): Promise<User> {
  const auth = await authenticate(request);
  const user = access === 'admin' ? assertAdmin(auth?.user ?? null) : auth?.user;
  if (!user) throw unauthorized();
  if (auth?.via === 'cookie') assertSameOrigin(request);
  return user;
}
