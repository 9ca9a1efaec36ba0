import { updateAccount } from '@/lib/server/account';
import { toPublicUser } from '@/lib/server/auth';
import { json, route } from '@/lib/server/http/route';
import { accountSchema } from '@/lib/validation/auth';

export const GET = route({ access: 'signed-in' }, ({ user }) => json({ user: toPublicUser(user) }));

/** The admin's own settings: the language of the admin screens and of the kennel's mail. */
export const PATCH = route({ access: 'admin', body: accountSchema }, async ({ user, body }) =>
  json({ user: toPublicUser(await updateAccount(user, body)) }),
);
