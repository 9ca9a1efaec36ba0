import { clientIp } from '@/lib/server/http/client-address';
import { deviceCookie, sessionCookies } from '@/lib/server/http/cookies';
import { json, noContent, route } from '@/lib/server/http/route';
import { requestPasswordReset, resetPassword } from '@/features/auth/server/password-reset';
import { passwordResetRequestSchema, passwordResetSchema } from '@/features/auth/schema';

/** Mails a reset link when the address has an account: 204 either way. */
export const POST = route(
  { access: 'public', body: passwordResetRequestSchema },
  async ({ request, body }) => {
    await requestPasswordReset(body, { ip: clientIp(request) });
    return noContent();
  },
);

/** Sets the new password with the link's token; this browser is signed in. */
export const PUT = route(
  { access: 'public', body: passwordResetSchema },
  async ({ request, body }) => {
    const { token, deviceToken } = await resetPassword(body, { ip: clientIp(request) });
    const headers = sessionCookies(request, token);
    headers.append('Set-Cookie', deviceCookie(request, deviceToken));
    return json({ token }, { headers });
  },
);
