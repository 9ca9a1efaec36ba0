import { revokeTokens } from '@/features/auth/server/auth';
import { deviceCookie, sessionCookies } from '@/lib/server/http/cookies';
import { noContent, route } from '@/lib/server/http/route';

/** This browser keeps a (fresh) device cookie. */
export const POST = route(
  {
    access: 'signed-in',
    doc: { summary: 'Log out everywhere', responses: { 204: 'Logged out' } },
  },
  async ({ request, user }) => {
    const { deviceToken } = await revokeTokens(user.id);
    const headers = sessionCookies(request, null);
    if (deviceToken) headers.append('Set-Cookie', deviceCookie(request, deviceToken));
    return noContent(headers);
  },
);
