import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { dogs, verificationCodes } from '@/lib/db/schema';
import { notifyPublicChange } from '@/lib/public-change';
import { verifyCodeShown } from '@/lib/server/verify';
import { dogVerifyCodes, findVerifyCode, verifyCodeFor } from '@/lib/server/verify-codes';
import { verifyCodeExists } from '@/lib/verify-route';

// Verification codes (issue 34), on an in-memory database: made once, never changed, and a list
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

describe('the proxy’s check of a verification page', () => {
  it('knows a puppy’s code, not a parent’s, a deleted dog’s or a made-up one', async () => {
    const id = await puppy('codes-shown');
    const code = await verifyCodeFor(handle.db, { dogId: id });
    expect(await verifyCodeShown(handle.db, code)).toBe(true);
    expect(await verifyCodeShown(handle.db, 'AAAAAAAA')).toBe(false);
    await handle.db.update(dogs).set({ kind: 'parent' }).where(eq(dogs.id, id));
    expect(await verifyCodeShown(handle.db, code)).toBe(false);
  });

  it('asks once a second per code, again after a change, and never for a malformed code', async () => {
    const lookup = vi.fn(async (code: string) => code === 'K7QD4MXA');
    expect(await verifyCodeExists('not-a-code', lookup)).toBe(false);
    expect(lookup).not.toHaveBeenCalled();
    expect(await verifyCodeExists('K7QD4MXA', lookup, 1_000)).toBe(true);
    expect(await verifyCodeExists('K7QD4MXA', lookup, 1_500)).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(await verifyCodeExists('AAAAAAAA', lookup, 1_500)).toBe(false);
    notifyPublicChange();
    expect(await verifyCodeExists('K7QD4MXA', lookup, 1_600)).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(3);
    // A lookup that fails, or none (another instance owns the data): the page decides.
    expect(await verifyCodeExists('CCCCCCCC', async () => Promise.reject(new Error('down')))).toBe(
      true,
    );
    expect(await verifyCodeExists('DDDDDDDD', undefined)).toBe(true);
  });
});
