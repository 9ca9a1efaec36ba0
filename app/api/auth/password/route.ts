import { changePassword } from '@/features/auth/server/auth';
import { clientIp } from '@/lib/server/http/client-address';
import { deviceCookie, deviceToken, sessionCookies } from '@/lib/server/http/cookies';
import { json, route } from '@/lib/server/http/route';
import { tokenResponse } from '@/lib/validation/responses';
import { passwordChangeSchema } from '@/features/auth/schema';

/**
 * Changing the password ends every other session and revokes every device cookie: the answer
 * carries a fresh token and a fresh device cookie for this browser.
 */
export const PUT = route(
  {
    access: 'admin',
    body: passwordChangeSchema,
    doc: {
      summary: 'Change password',
      responses: {
        200: { description: 'New token', schema: tokenResponse },
        401: 'Not signed in, or a wrong current password',
        429: 'Too many attempts (Retry-After)',
      },
    },
  },
  async ({ request, body, user }) => {
    const { token, deviceToken: device } = await changePassword(
      user,
      body.currentPassword,
      body.newPassword,
      { ip: clientIp(request), deviceToken: deviceToken(request) },
    );
    const headers = sessionCookies(request, token);
    headers.append('Set-Cookie', deviceCookie(request, device));
    return json({ token }, { headers });
  },
);
