import { signup, signupOpen } from '@/features/auth/server/auth';
import { sessionCookies } from '@/lib/server/http/cookies';
import { json, route } from '@/lib/server/http/route';
import { tokenResponse } from '@/lib/validation/responses';
import { signupSchema } from '@/features/auth/schema';

/** So the sign-up page can say it is closed. */
export const GET = route(
  {
    access: 'public',
    doc: {
      summary: 'Whether sign-up is open: only while no account exists',
      responses: {
        200: {
          description: '`{ open }`',
          schema: {
            type: 'object',
            required: ['open'],
            properties: { open: { type: 'boolean' } },
          },
        },
      },
    },
  },
  async () => json({ open: await signupOpen() }),
);

export const POST = route(
  {
    access: 'public',
    body: signupSchema,
    doc: {
      summary: 'Create the first admin',
      responses: { 201: { description: 'Token', schema: tokenResponse }, 403: 'Sign-up closed' },
    },
  },
  async ({ request, body }) => {
    const { token } = await signup(body);
    return json({ token }, { status: 201, headers: sessionCookies(request, token) });
  },
);
