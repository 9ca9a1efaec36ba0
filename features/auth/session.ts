import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { loginPath } from '@/lib/paths.mjs';
import { SESSION_COOKIES } from '@/lib/session-cookies';
import type { SessionUser } from '@/lib/validation/responses';
import { DataUnavailableError, siteData } from '@/lib/api';

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
  return siteData().getTokenUser(token);
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
