import { changePassword } from '@/lib/server/auth';
import { clientIp } from '@/lib/server/http/client-address';
import { deviceToken, sessionCookies } from '@/lib/server/http/cookies';
import { json, route } from '@/lib/server/http/route';
import { passwordChangeSchema } from '@/lib/validation/auth';

/** Changing the password ends every other session: the answer carries a fresh token. */
export const PUT = route(
  { access: 'admin', body: passwordChangeSchema },
  async ({ request, body, user }) => {
    const { token } = await changePassword(user, body.currentPassword, body.newPassword, {
      ip: clientIp(request),
      deviceToken: deviceToken(request),
    });
    return json({ token }, { headers: sessionCookies(request, token) });
  },
);
