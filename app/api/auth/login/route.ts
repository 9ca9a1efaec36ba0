import { login } from '@/lib/server/auth';
import { clientIp } from '@/lib/server/http/client-address';
import { sessionCookies } from '@/lib/server/http/cookies';
import { json, route } from '@/lib/server/http/route';
import { loginSchema } from '@/lib/validation/auth';

export const POST = route({ access: 'public', body: loginSchema }, async ({ request, body }) => {
  const { token } = await login(body, clientIp(request));
  return json({ token }, { headers: sessionCookies(request, token) });
});
