import { signup } from '@/lib/server/auth';
import { readJson, sessionCookie } from '@/lib/server/http';
import { handler, json } from '@/lib/server/route';
import { signupSchema } from '@/lib/validation/auth';

export const POST = handler(async (request) => {
  const { token } = await signup(await readJson(request, signupSchema));
  return json({ token }, { status: 201, headers: { 'Set-Cookie': sessionCookie(request, token) } });
});
