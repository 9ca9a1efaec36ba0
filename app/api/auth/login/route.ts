import { login } from '@/features/auth/server/auth';
import { clientIp } from '@/lib/server/http/client-address';
import { deviceCookie, deviceToken, sessionCookies } from '@/lib/server/http/cookies';
import { json, route } from '@/lib/server/http/route';
import { tokenResponse } from '@/lib/validation/responses';
import { loginSchema } from '@/features/auth/schema';

export const POST = route(
  {
    access: 'public',
    body: loginSchema,
    doc: {
      summary: 'Log in',
      responses: {
        200: { description: 'Token, session cookie and device cookie', schema: tokenResponse },
        401: 'Wrong credentials',
        429: 'Too many attempts (Retry-After)',
      },
    },
  },
  async ({ request, body }) => {
    const client = { ip: clientIp(request), deviceToken: deviceToken(request) };
    const { token, deviceToken: device } = await login(body, client);
    const headers = sessionCookies(request, token);
    headers.append('Set-Cookie', deviceCookie(request, device));
    return json({ token }, { headers });
  },
);
