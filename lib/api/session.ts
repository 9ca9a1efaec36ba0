import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { z } from 'zod';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { loginPath } from '@/lib/paths.mjs';
import { SESSION_COOKIES } from '@/lib/session-cookies';
import { userResponse } from '@/lib/validation/responses';

export type SessionUser = z.infer<typeof userResponse>['user'];

const apiUrl = () => process.env.API_URL?.replace(/\/+$/, '') || null;

/**
 * The session cannot be checked right now: the database (or, with API_URL, the API host's) is
 * unreachable. Pages show the translated "try again shortly" screen instead of an error page.
 */
export class DataUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('databaseUnavailable', options);
    this.name = 'DataUnavailableError';
  }
}

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
    if (response.status === 503) throw new DataUnavailableError();
    if (!response.ok) throw new Error(`API /auth/user answered ${response.status}`);
    return userResponse.parse(await response.json()).user;
  }
  const { toPublicUser, userFromToken } = await import('@/lib/server/auth');
  try {
    const user = await userFromToken(token);
    return user ? toPublicUser(user) : null;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw new DataUnavailableError({ cause: error });
    throw error;
  }
});

/**
 * The admin layout's view of the session: the verified user, or `unavailable` when it cannot be
 * verified now (the layout then shows the translated error instead of the page).
 */
export async function adminSession(): Promise<
  { user: SessionUser | null; unavailable: false } | { user: null; unavailable: true }
> {
  try {
    return { user: await getSessionUser(), unavailable: false };
  } catch (error) {
    if (error instanceof DataUnavailableError) return { user: null, unavailable: true };
    throw error;
  }
}

/** Every admin page's own check (SPEC §6): not an admin → the login page, remembering `path`. */
export async function requireAdmin(path: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user?.scope.includes('admin')) redirect(loginPath(path));
  return user;
}

export async function isSignupOpen(): Promise<boolean> {
  if (apiUrl()) {
    const response = await fetch(`${apiUrl()}/auth/signup`, { cache: 'no-store' });
    if (response.status === 503) throw new DataUnavailableError();
    if (!response.ok) throw new Error(`API /auth/signup answered ${response.status}`);
    return z.object({ open: z.boolean() }).parse(await response.json()).open;
  }
  const { signupOpen } = await import('@/lib/server/auth');
  try {
    return await signupOpen();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw new DataUnavailableError({ cause: error });
    throw error;
  }
}
