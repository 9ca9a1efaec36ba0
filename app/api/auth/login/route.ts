import { login } from '@/features/auth/server/auth';
import { clientIp } from '@/lib/server/http/client-address';
import { deviceCookie, deviceToken, sessionCookies } from '@/lib/server/http/cookies';
import { json, route } from '@/lib/server/http/route';
import { loginSchema } from '@/features/auth/schema';

export const POST = route({ access: 'public', body: loginSchema }, async ({ request, body }) => {
  const client = { ip: clientIp(request), deviceToken: deviceToken(request) };
  const { token, deviceToken: device } = await login(body, client);
  const headers = sessionCookies(request, token);
  headers.append('Set-Cookie', deviceCookie(request, device));
  return json({ token }, { headers });
});
