// Creates an admin, resets a password or deletes an account from the shell, for headless installs:
//   npm run admin -- create --email anna@example.com --name Anna --password secret123
//   npm run admin -- password --email anna@example.com --password newSecret1
//   npm run admin -- delete --email bob@example.com
// The password may come from ADMIN_PASSWORD instead of the command line.
// Stop the server first when it uses the embedded database in the same DATA_DIR.
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { getDatabase } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { isCommonPassword } from '@/features/auth/server/common-passwords';
import { hashPassword } from '@/features/auth/server/password';
import { passwordSchema, signupSchema } from '@/features/auth/schema';
import { runMain } from './lib/run-main';

const USAGE = `usage: npm run admin -- create --email E --name N [--password P]
       npm run admin -- password --email E [--password P]
       npm run admin -- delete --email E`;
const COMMON_PASSWORD = 'password: one of the most commonly used passwords, choose another';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  const [command] = positionals;
  const password = values.password ?? process.env.ADMIN_PASSWORD ?? '';
  if (command !== 'create' && command !== 'password' && command !== 'delete') {
    console.error(USAGE);
    return 2;
  }
  // Before the database opens: a refused password needs no lock on it (nor a stopped server).
  const shaped = passwordSchema.safeParse(password).success;
  if (command !== 'delete' && shaped && (await isCommonPassword(password))) {
    return fail([COMMON_PASSWORD]);
  }
  const handle = await getDatabase();
  try {
    const { db } = handle;
    if (command === 'create') {
      const parsed = signupSchema.safeParse({
        name: values.name ?? '',
        email: values.email ?? '',
        password,
      });
      if (!parsed.success)
        return fail(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
      const [existing] = await db.select().from(users).where(eq(users.email, parsed.data.email));
      if (existing)
        return fail([`An account for ${parsed.data.email} exists already: use "password".`]);
      await db.insert(users).values({
        name: parsed.data.name,
        email: parsed.data.email,
        passwordHash: await hashPassword(parsed.data.password),
        scope: ['admin'],
      });
      console.log(`Admin ${parsed.data.email} created.`);
      return 0;
    }
    const email = (values.email ?? '').trim().toLowerCase();
    if (command === 'delete') {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user) return fail([`No account for ${email}.`]);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users);
      // With no account left, sign-up would open again to whoever comes first.
      if (n <= 1) return fail([`${email} is the only account: create another one first.`]);
      await db.delete(users).where(eq(users.id, user.id));
      console.log(`Account ${email} deleted; its sessions no longer work.`);
      return 0;
    }
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) return fail(['password: 8–20 letters and numbers, no spaces or symbols']);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) return fail([`No account for ${email}.`]);
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(checked.data), tokenVersion: user.tokenVersion + 1 })
      .where(eq(users.id, user.id));
    console.log(`Password of ${email} changed; every earlier session is signed out.`);
    return 0;
  } finally {
    await handle.close();
  }
}

function fail(lines: string[]): number {
  for (const line of lines) console.error(line);
  return 1;
}

runMain(main);
