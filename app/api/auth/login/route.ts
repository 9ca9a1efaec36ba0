import { login } from '@/lib/server/auth';
import { clientIp, readJson, sessionCookies } from '@/lib/server/http';
import { handler, json } from '@/lib/server/route';
import { loginSchema } from '@/lib/validation/auth';

export const POST = handler(async (request) => {
  const { token } = await login(await readJson(request, loginSchema), clientIp(request));
  return json({ token }, { headers: sessionCookies(request, token) });
});
