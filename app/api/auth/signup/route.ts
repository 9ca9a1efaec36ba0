import { signup, signupOpen } from '@/features/auth/server/auth';
import { sessionCookies } from '@/lib/server/http/cookies';
import { json, route } from '@/lib/server/http/route';
import { signupSchema } from '@/features/auth/schema';

/** Whether first-run sign-up is still open, so the sign-up page can say it is closed. */
export const GET = route({ access: 'public' }, async () => json({ open: await signupOpen() }));

export const POST = route({ access: 'public', body: signupSchema }, async ({ request, body }) => {
  const { token } = await signup(body);
  return json({ token }, { status: 201, headers: sessionCookies(request, token) });
});
