import { clientIp } from '@/lib/server/http/client-address';
import { deviceCookie, sessionCookies } from '@/lib/server/http/cookies';
import { json, noContent, route } from '@/lib/server/http/route';
import { tokenResponse } from '@/lib/validation/responses';
import { requestPasswordReset, resetPassword } from '@/features/auth/server/password-reset';
import { passwordResetRequestSchema, passwordResetSchema } from '@/features/auth/schema';

export const POST = route(
  {
    access: 'public',
    body: passwordResetRequestSchema,
    doc: {
      summary: 'Mail a password reset link (the same answer for any address)',
      responses: {
        204: 'Taken: mailed if the address has an account',
        429: 'Too many attempts (Retry-After)',
        503: 'No mail configured (SMTP_URL)',
      },
    },
  },
  async ({ request, body }) => {
    await requestPasswordReset(body, { ip: clientIp(request) });
    return noContent();
  },
);

/** This browser is signed in. */
export const PUT = route(
  {
    access: 'public',
    body: passwordResetSchema,
    doc: {
      summary: 'Set a new password with a reset link’s token',
      responses: {
        200: { description: 'Token, session cookie and device cookie', schema: tokenResponse },
        410: 'The link is unknown, used, expired or revoked',
        429: 'Too many attempts (Retry-After)',
      },
    },
  },
  async ({ request, body }) => {
    const { token, deviceToken } = await resetPassword(body, { ip: clientIp(request) });
    const headers = sessionCookies(request, token);
    headers.append('Set-Cookie', deviceCookie(request, deviceToken));
    return json({ token }, { headers });
  },
);
