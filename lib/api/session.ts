import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { z } from 'zod';
import { loginPath, SESSION_COOKIES } from '@/lib/session';
import { userResponse } from '@/lib/validation/responses';

export type SessionUser = z.infer<typeof userResponse>['user'];

const apiUrl = () => process.env.API_URL?.replace(/\/+$/, '') || null;

/**
 * The signed-in user of this request, verified on the server (signature, expiry, revocation) —
 * never trusted from the cookie's presence alone. Reading cookies makes the page dynamic. The
 * admin layout and the page both ask; `cache` makes that one lookup per request.
 */
export const getSessionUser = cache(async function getSessionUser(): Promise<SessionUser | null> {
  const jar = await cookies();
  const token = SESSION_COOKIES.map((name) => jar.get(name)?.value).find(Boolean);
  if (!token) return null;
  if (apiUrl()) {
    const response = await fetch(`${apiUrl()}/auth/user`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      cache: 'no-store',
    });
    if (response.status === 401 || response.status === 403) return null;
    if (!response.ok) throw new Error(`API /auth/user answered ${response.status}`);
    return userResponse.parse(await response.json()).user;
  }
  const { toPublicUser, userFromToken } = await import('@/lib/server/auth');
  const user = await userFromToken(token);
  return user ? toPublicUser(user) : null;
});

/** Every admin page's own check (SPEC §6): not an admin → the login page, remembering `path`. */
export async function requireAdmin(path: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user?.scope.includes('admin')) redirect(loginPath(path));
  return user;
}

export async function isSignupOpen(): Promise<boolean> {
  if (apiUrl()) {
    const response = await fetch(`${apiUrl()}/auth/signup`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`API /auth/signup answered ${response.status}`);
    return z.object({ open: z.boolean() }).parse(await response.json()).open;
  }
  const { signupOpen } = await import('@/lib/server/auth');
  return signupOpen();
}
