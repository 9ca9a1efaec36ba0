import { updateAccount } from '@/features/auth/server/account';
import { toPublicUser } from '@/features/auth/server/auth';
import { json, route } from '@/lib/server/http/route';
import { userResponse } from '@/lib/validation/responses';
import { accountSchema } from '@/features/auth/schema';

const theUser = { description: 'User', schema: userResponse };

export const GET = route(
  { access: 'signed-in', doc: { summary: 'Current user', responses: { 200: theUser } } },
  ({ user }) => json({ user: toPublicUser(user) }),
);

export const PATCH = route(
  {
    access: 'admin',
    body: accountSchema,
    doc: {
      summary: "Change the admin's own settings (the language of the admin and its mail)",
      responses: { 200: theUser, 422: 'Unknown language' },
    },
  },
  async ({ user, body }) => json({ user: toPublicUser(await updateAccount(user, body)) }),
);
