import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { apiUrl, checkingOutage, DataUnavailableError } from '@/lib/api';
import { loginPath } from '@/lib/paths.mjs';
import { TAGS } from '@/lib/server/revalidate';
import { SESSION_COOKIES } from '@/lib/session-cookies';
import { signupStateResponse, userResponse, type SessionUser } from '@/lib/validation/responses';

/** The user a session token belongs to (verified, never cached), or null if it is not valid. */
async function tokenUser(token: string): Promise<SessionUser | null> {
  const api = apiUrl();
  if (api) {
    const response = await fetch(`${api}/auth/user`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      cache: 'no-store',
    });
    if (response.status === 401 || response.status === 403) return null;
    if (response.status === 503) throw new DataUnavailableError();
    if (!response.ok) throw new Error(`API /auth/user answered ${response.status}`);
    return userResponse.parse(await response.json()).user;
  }
  const { toPublicUser, userFromToken } = await import('./server/auth');
  return checkingOutage(async () => {
    const user = await userFromToken(token);
    return user ? toPublicUser(user) : null;
  });
}

/** Whether sign-up is open: no account exists yet. */
export async function isSignupOpen(): Promise<boolean> {
  const api = apiUrl();
  if (api) {
    // Read by static pages: cached as the other reads (a 503 is not kept).
    const response = await fetch(`${api}/auth/signup`, {
      next: { tags: [TAGS.accounts], revalidate: 60 },
      headers: { Accept: 'application/json' },
    });
    if (response.status === 503) throw new DataUnavailableError();
    if (!response.ok) throw new Error(`API /auth/signup answered ${response.status}`);
    return signupStateResponse.parse(await response.json()).open;
  }
  const { signupOpen } = await import('./server/auth');
  // The pages that show it are static: they carry its tag, which the first sign-up expires.
  // An account `npm run admin` makes or removes shows within the minute.
  const cached = unstable_cache(signupOpen, ['signup-open'], {
    tags: [TAGS.accounts],
    revalidate: 60,
  });
  return checkingOutage(cached);
}

/**
 * The signed-in user of this request, verified on the server (signature, expiry, revocation) —
 * never trusted from the cookie's presence alone. Reading cookies makes the page dynamic. The
 * admin layout and the page both ask; `cache` makes that one lookup per request. Throws
 * DataUnavailableError while the session cannot be checked.
 */
export const getSessionUser = cache(async function getSessionUser(): Promise<SessionUser | null> {
  const jar = await cookies();
  const token = SESSION_COOKIES.map((name) => jar.get(name)?.value).find(Boolean);
  if (!token) return null;
  return tokenUser(token);
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
export async function requireAdminPage(path: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user?.scope.includes('admin')) redirect(loginPath(path));
  return user;
}
