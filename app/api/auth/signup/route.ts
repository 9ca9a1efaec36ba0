import { signup, signupOpen } from '@/lib/server/auth';
import { readJson, sessionCookies } from '@/lib/server/http';
import { handler, json } from '@/lib/server/route';
import { signupSchema } from '@/lib/validation/auth';

/** Whether first-run sign-up is still open, so the sign-up page can say it is closed. */
export const GET = handler(async () => json({ open: await signupOpen() }));

export const POST = handler(async (request) => {
  const { token } = await signup(await readJson(request, signupSchema));
  return json({ token }, { status: 201, headers: sessionCookies(request, token) });
});
