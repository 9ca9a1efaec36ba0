import { updateAccount } from '@/features/auth/server/account';
import { toPublicUser } from '@/features/auth/server/auth';
import { json, route } from '@/lib/server/http/route';
import { accountSchema } from '@/features/auth/schema';

export const GET = route({ access: 'signed-in' }, ({ user }) => json({ user: toPublicUser(user) }));

/** The admin's own settings: the language of the admin screens and of the kennel's mail. */
export const PATCH = route({ access: 'admin', body: accountSchema }, async ({ user, body }) =>
  json({ user: toPublicUser(await updateAccount(user, body)) }),
);
