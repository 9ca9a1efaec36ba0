import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { routing, type AppLocale } from '@/i18n/routing';
import { getDb, type Database } from '@/lib/db/client';
import { users, type User } from '@/lib/db/schema';
import type { AccountInput } from '@/features/auth/schema';

/*
 * The admin's own language (SPEC §13): the admin screens render in it, and every mail to the
 * kennel is written in it, whatever language the buyer wrote in.
 */

/** Stores the signed-in admin's settings; answers the account as it is now. */
export async function updateAccount(user: User, input: AccountInput): Promise<User> {
  const db = await getDb();
  const [saved] = await db
    .update(users)
    .set({ locale: input.locale })
    .where(eq(users.id, user.id))
    .returning();
  return saved ?? user;
}

type Reader = Pick<Database, 'select'>;

/**
 * The language of mail to the kennel's address `to`: the admin whose account it is, else the
 * first admin's, else the site's default language.
 */
export async function breederLocale(db: Reader, to: string | null): Promise<AppLocale> {
  const admins = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(sql`'admin' = any(${users.scope})`)
    .orderBy(asc(users.id));
  const address = to?.trim().toLowerCase();
  const owner = address ? admins.find((admin) => admin.email.toLowerCase() === address) : undefined;
  return (owner ?? admins[0])?.locale ?? routing.defaultLocale;
}
