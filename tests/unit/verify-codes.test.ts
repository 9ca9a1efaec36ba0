import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { dogs, verificationCodes } from '@/lib/db/schema';
import { dogVerifyCodes, findVerifyCode, verifyCodeFor } from '@/lib/server/verify-codes';

// Verification codes, on an in-memory database: made once, never changed, and a list
// read that meets a dog deleted meanwhile goes on without its code instead of failing.
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  // PGlite and the migrations take a while to start on a busy machine.
}, 120_000);
afterAll(() => handle?.close());

async function puppy(slug: string) {
  const [row] = await handle.db
    .insert(dogs)
    .values({ slug, name: slug, color: 'blue', birthday: '2026-08-01', gender: 'male' })
    .returning();
  return row!.id;
}

describe('verification codes', () => {
  it('are made on first ask and then always the same', async () => {
    const id = await puppy('codes-once');
    const code = await verifyCodeFor(handle.db, { dogId: id });
    expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{8}$/);
    expect(await verifyCodeFor(handle.db, { dogId: id })).toBe(code);
    expect((await dogVerifyCodes(handle.db, [id])).get(id)).toBe(code);
    expect(await findVerifyCode(handle.db, code)).toEqual({ dogId: id, contractId: null });
  });

  it('skip a dog deleted since the list was read, and still give the others theirs', async () => {
    const kept = await puppy('codes-kept');
    // Read, then deleted by someone else before its code is made.
    const gone = 999_999;
    const codes = await dogVerifyCodes(handle.db, [gone, kept]);
    expect(codes.has(gone)).toBe(false);
    expect(codes.get(kept)).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{8}$/);
    const rows = await handle.db.select().from(verificationCodes);
    expect(rows.some((row) => row.dogId === gone)).toBe(false);
  });
});
