import 'server-only';
import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { verificationCodes } from '@/lib/db/schema';
import { newVerifyCode } from '@/lib/verify-code';
import type { Queryable } from '@/lib/db/types';
import { isForeignKeyViolation } from '@/lib/db/errors';
import { announceChange } from '@/lib/server/revalidate';

/*
 * Verification codes: every puppy and every signed contract has one, made the first
 * time it is asked for (a puppy saved before codes existed gets its own on its next read), and
 * never changed: it is printed in the passport folder and in the contract.
 */

type Owner = { dogId: number } | { contractId: number };

async function existing(db: Queryable, owner: Owner): Promise<string | null> {
  const [row] = await db
    .select({ code: verificationCodes.code })
    .from(verificationCodes)
    .where(
      'dogId' in owner
        ? eq(verificationCodes.dogId, owner.dogId)
        : eq(verificationCodes.contractId, owner.contractId),
    );
  return row?.code ?? null;
}

/** The owner's code, made now when it has none (a code taken already is drawn again). */
export async function verifyCodeFor(db: Queryable, owner: Owner): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = await existing(db, owner);
    if (found) return found;
    // Conflicts on the code or the owner: the owner's code made meanwhile is read above.
    const [made] = await db
      .insert(verificationCodes)
      .values({ code: newVerifyCode(randomInt), ...owner })
      .onConflictDoNothing()
      .returning({ code: verificationCodes.code });
    // Its page may have been asked for (and cached as unknown) before it existed.
    if (made) {
      announceChange({ verify: true });
      return made.code;
    }
  }
  throw new Error('no verification code could be made');
}

/** The codes of these puppies by dog id, made for those that have none yet. */
export async function dogVerifyCodes(
  db: Database | Queryable,
  dogIds: readonly number[],
): Promise<Map<number, string>> {
  const codes = new Map<number, string>();
  if (dogIds.length === 0) return codes;
  const rows = await db
    .select({ code: verificationCodes.code, dogId: verificationCodes.dogId })
    .from(verificationCodes)
    .where(inArray(verificationCodes.dogId, [...dogIds]));
  for (const row of rows) if (row.dogId !== null) codes.set(row.dogId, row.code);
  for (const id of dogIds) {
    if (codes.has(id)) continue;
    try {
      codes.set(id, await verifyCodeFor(db, { dogId: id }));
    } catch (error) {
      // Deleted since it was read: a list read just then shows it without a code, not a 500.
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
  return codes;
}

/** What a code names: a puppy, a contract, or nothing. */
export async function findVerifyCode(
  db: Queryable,
  code: string,
): Promise<{ dogId: number | null; contractId: number | null } | null> {
  const [row] = await db
    .select({ dogId: verificationCodes.dogId, contractId: verificationCodes.contractId })
    .from(verificationCodes)
    .where(eq(verificationCodes.code, code));
  return row ?? null;
}
