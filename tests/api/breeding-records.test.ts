import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DOG, expectError, expectFieldError, signupAdmin } from './support/client';
import { startServer, type TestServer } from './support/server';

// The breeder's records over HTTP: a dam's heats (round trip, stale writes, what is refused
// beside the field, linking the litter they gave), and the whelping log, which creates the
// litter's puppies with their birthday and first diary weight and moves the litter to born.

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;

const DAY_MS = 86_400_000;
/** The day `n` days ago (UTC), `YYYY-MM-DD`. */
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

async function dog(name: string, gender: 'male' | 'female', kind: 'parent' | 'puppy') {
  const created = await call<any>('/admin/dogs', {
    token,
    json: { ...DOG, name, gender, kind, birthday: '2021-02-03', price: null },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: number; version: number };
}

async function litter(body: Record<string, unknown>) {
  const created = await call<any>('/admin/litters', { token, json: body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: number; version: number };
}

const admin = <T = any>(path: string, method = 'GET', json?: unknown) =>
  call<T>(path, { method, token, ...(json === undefined ? {} : { json }) });

let dam: { id: number };
let sire: { id: number };

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
  dam = await dog('Dora Dam', 'female', 'parent');
  sire = await dog('Samu Sire', 'male', 'parent');
});
afterAll(() => server?.stop());

describe.sequential('a dam’s heats', () => {
  const start = daysAgo(20);
  let heat: any;

  it('keeps a heat with its results and matings, and suggests the ovulation day', async () => {
    const created = await admin(`/admin/dogs/${dam.id}/heats`, 'POST', {
      startedAt: start,
      progesterone: [
        { date: addDays(start, 9), ngPerMl: 5.6 },
        { date: addDays(start, 5), ngPerMl: 0.9 },
        { date: addDays(start, 7), ngPerMl: 1.8 },
      ],
      matings: [addDays(start, 12), addDays(start, 11)],
      note: 'Laboklin, chemiluminescence',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    heat = created.body;
    expect(heat.progesterone.map((r: any) => r.date)).toEqual([
      addDays(start, 5),
      addDays(start, 7),
      addDays(start, 9),
    ]);
    expect(heat.matings).toEqual([addDays(start, 11), addDays(start, 12)]);
    expect(heat.hint).toEqual({ date: addDays(start, 9), basis: 'range', expected: false });
    // Not confirmed yet: the due date counts from the first mating.
    expect(heat.ovulationAt).toBeNull();
    expect(heat.due).toMatchObject({ date: addDays(start, 11 + 63), basis: 'mating' });

    const list = await admin(`/admin/dogs/${dam.id}/heats`);
    expect(list.status).toBe(200);
    expect(list.body.dog).toEqual({ id: dam.id, name: 'Dora Dam' });
    expect(list.body.heats.map((h: any) => h.id)).toEqual([heat.id]);
  });

  it('changes it as a whole with its version, and refuses a stale one with 409', async () => {
    const confirmed = { ...pick(heat), ovulationAt: heat.hint.date, version: heat.version };
    const saved = await admin(`/admin/heats/${heat.id}`, 'PUT', confirmed);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version).toBe(heat.version + 1);
    expect(saved.body.due).toMatchObject({ date: addDays(start, 9 + 63), basis: 'ovulation' });

    const stale = await admin(`/admin/heats/${heat.id}`, 'PUT', { ...confirmed, note: 'Old tab' });
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current.version).toBe(saved.body.version);
    expect(stale.body.current.note).toBe('Laboklin, chemiluminescence');
    const staleDelete = await admin(`/admin/heats/${heat.id}?version=${heat.version}`, 'DELETE');
    expectError(staleDelete, 409, 'editConflict');
    heat = saved.body;
  });

  it('refuses a male, a puppy, days out of order and progesterone out of range', async () => {
    const body = { startedAt: start };
    expectFieldError(await admin(`/admin/dogs/${sire.id}/heats`, 'POST', body), 'dogId', 'notADam');
    const puppy = await dog('Pici Puppy', 'female', 'puppy');
    expectFieldError(
      await admin(`/admin/dogs/${puppy.id}/heats`, 'POST', body),
      'dogId',
      'notADam',
    );
    expectError(await admin('/admin/dogs/999999/heats', 'POST', body), 404, 'dogNotFound');
    expectError(await admin('/admin/heats/999999', 'PUT', body), 404, 'heatNotFound');

    const wrong = await admin(`/admin/dogs/${dam.id}/heats`, 'POST', {
      startedAt: start,
      progesterone: [
        { date: addDays(start, -2), ngPerMl: 1 },
        { date: addDays(start, 3), ngPerMl: 150 },
      ],
      matings: [daysAgo(-2)],
      ovulationAt: addDays(start, -1),
    });
    expectFieldError(wrong, 'progesterone.1.ngPerMl', 'progesteroneRange');
    const dates = await admin(`/admin/dogs/${dam.id}/heats`, 'POST', {
      startedAt: start,
      progesterone: [{ date: addDays(start, -2), ngPerMl: 1 }],
      matings: [daysAgo(-2), addDays(start, 4), addDays(start, 4)],
      ovulationAt: addDays(start, -1),
    });
    expectFieldError(dates, 'progesterone.0.date', 'beforeHeatStart');
    expectFieldError(dates, 'matings.0', 'dateInFuture');
    expectFieldError(dates, 'matings.2', 'duplicateDate');
    expectFieldError(dates, 'ovulationAt', 'beforeHeatStart');
    expectFieldError(
      await admin(`/admin/dogs/${dam.id}/heats`, 'POST', { startedAt: daysAgo(-3) }),
      'startedAt',
      'dateInFuture',
    );
    // Nothing of it was stored.
    expect((await admin(`/admin/dogs/${dam.id}/heats`)).body.heats).toHaveLength(1);
  });

  it('links the litter it gave, which takes its mating and ovulation, and so its due date', async () => {
    const planned = await litter({ motherId: dam.id, fatherId: sire.id, status: 'expected' });
    const linked = await admin(`/admin/heats/${heat.id}`, 'PUT', {
      ...pick(heat),
      litterId: planned.id,
      version: heat.version,
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const after = await admin(`/admin/litters/${planned.id}`);
    expect(after.body).toMatchObject({
      matedAt: addDays(start, 11),
      ovulationAt: addDays(start, 9),
      expectedAt: addDays(start, 9 + 63),
      due: { date: addDays(start, 9 + 63), basis: 'ovulation' },
      version: planned.version + 1,
    });

    // One heat per litter, and only the dam's own.
    const other = await dog('Olga Other', 'female', 'parent');
    const theirs = await litter({ motherId: other.id, status: 'planned' });
    expectFieldError(
      await admin(`/admin/dogs/${dam.id}/heats`, 'POST', { startedAt: start, litterId: theirs.id }),
      'litterId',
      'litterOfOtherDam',
    );
    expectFieldError(
      await admin(`/admin/dogs/${dam.id}/heats`, 'POST', {
        startedAt: start,
        litterId: planned.id,
      }),
      'litterId',
      'litterLinked',
    );
    expect((await admin(`/admin/dogs/${dam.id}/heats`)).body.litters.map((l: any) => l.id)).toEqual(
      [planned.id],
    );
  });

  it('deletes it with its version; its litter stays', async () => {
    const current = (await admin(`/admin/dogs/${dam.id}/heats`)).body.heats[0];
    const deleted = await admin(`/admin/heats/${current.id}?version=${current.version}`, 'DELETE');
    expect(deleted.status).toBe(204);
    expect((await admin(`/admin/dogs/${dam.id}/heats`)).body.heats).toEqual([]);
    expect((await admin(`/admin/litters/${current.litterId}`)).status).toBe(200);
  });
});

/** A heat as PUT sends it back. */
function pick(heat: any) {
  const { startedAt, progesterone, matings, ovulationAt, litterId, note } = heat;
  return { startedAt, progesterone, matings, ovulationAt, litterId, note };
}

describe.sequential('the whelping log', () => {
  const matedAt = daysAgo(62);
  let whelping: { id: number; version: number };
  // 23:30 UTC is half past midnight in Budapest in winter, an hour later in summer: the next day.
  const lateNight = `${daysAgo(2)}T23:30:00.000Z`;
  const kennelDay = daysAgo(1);

  it('creates the puppies with their birthday, litter, parents and first diary weight', async () => {
    whelping = await litter({ motherId: dam.id, fatherId: sire.id, status: 'expected', matedAt });
    const logged = await admin(`/admin/litters/${whelping.id}/whelping`, 'POST', {
      version: whelping.version,
      puppies: [
        { sex: 'female', colour: 'fawn', weightGrams: '31 dkg', bornAt: lateNight },
        {
          sex: 'male',
          colour: 'blueBrindle',
          weightGrams: 285,
          bornAt: `${daysAgo(1)}T00:10:00.000Z`,
          markings: 'white blaze',
        },
      ],
    });
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);
    expect(logged.body).toMatchObject({
      status: 'born',
      bornAt: kennelDay,
      born: { males: 1, females: 1, colors: { fawn: 1, blueBrindle: 1 } },
      version: whelping.version + 1,
    });
    const [first, second] = logged.body.entries;
    expect(first).toMatchObject({ sex: 'female', colour: 'fawn', weightGrams: 310, markings: '' });
    expect(second).toMatchObject({ markings: 'white blaze', weightGrams: 285 });
    expect(first.puppy.name).toBe('Dora Dam 1');

    const puppy = await admin(`/admin/dogs/${first.dogId}`);
    expect(puppy.body).toMatchObject({
      kind: 'puppy',
      birthday: kennelDay,
      gender: 'female',
      color: 'fawn',
      litterId: whelping.id,
      motherId: dam.id,
      fatherId: sire.id,
      enabled: false,
    });
    const diary = await admin('/admin/diary');
    const birth = diary.body.find((e: any) => e.litterId === whelping.id);
    expect(birth.weights).toEqual([
      { dogId: first.dogId, grams: 310 },
      { dogId: second.dogId, grams: 285 },
    ]);
    expect(birth.postedAt).toBe(lateNight);
    const stored = await admin(`/admin/litters/${whelping.id}`);
    expect(stored.body).toMatchObject({ status: 'born', bornAt: kennelDay });
    expect(stored.body.puppies.map((p: any) => p.id).sort()).toEqual(
      [first.dogId, second.dogId].sort(),
    );
    whelping = { id: whelping.id, version: logged.body.version };
  });

  it('appends a later batch, and refuses a stale version with 409', async () => {
    const stale = await admin(`/admin/litters/${whelping.id}/whelping`, 'POST', {
      version: whelping.version - 1,
      puppies: [{ sex: 'male', colour: 'blue', weightGrams: 300, bornAt: lateNight }],
    });
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current.entries).toHaveLength(2);

    const later = await admin(`/admin/litters/${whelping.id}/whelping`, 'POST', {
      version: whelping.version,
      puppies: [
        { sex: 'male', colour: 'blue', weightGrams: '0,3 kg', bornAt: `${daysAgo(1)}T02:00:00Z` },
      ],
    });
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(later.body.entries).toHaveLength(3);
    expect(later.body.entries[2].puppy.name).toBe('Dora Dam 3');
    expect(later.body.born).toEqual({
      males: 2,
      females: 1,
      colors: { fawn: 1, blueBrindle: 1, blue: 1 },
    });
    expect(later.body.bornAt).toBe(kennelDay);
    const log = await admin(`/admin/litters/${whelping.id}/whelping`);
    expect(log.body.entries).toEqual(later.body.entries);
  });

  it('keeps what a litter recorded as born by hand says, and starts its log only when confirmed', async () => {
    const byHand = await litter({
      motherId: dam.id,
      fatherId: sire.id,
      status: 'born',
      matedAt,
      bornAt: daysAgo(2),
      born: { males: 2, females: 3, colors: { fawn: 5 } },
    });
    const view = await admin(`/admin/litters/${byHand.id}/whelping`);
    expect(view.body).toMatchObject({ recordedByHand: true, entries: [] });
    const puppy = { sex: 'male', colour: 'blue', weightGrams: 300, bornAt: lateNight };
    const refused = await admin(`/admin/litters/${byHand.id}/whelping`, 'POST', {
      version: byHand.version,
      puppies: [puppy],
    });
    expectFieldError(refused, 'confirmStartLog', 'whelpingAfterBirth');
    expect((await admin(`/admin/litters/${byHand.id}`)).body).toMatchObject({
      bornAt: daysAgo(2),
      born: { males: 2, females: 3 },
      version: byHand.version,
    });

    // Confirmed, with a puppy logged a day later than the stored date: both stay as entered.
    const later = `${daysAgo(1)}T10:00:00.000Z`;
    const logged = await admin(`/admin/litters/${byHand.id}/whelping`, 'POST', {
      version: byHand.version,
      confirmStartLog: true,
      puppies: [{ ...puppy, bornAt: later }],
    });
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);
    expect(logged.body).toMatchObject({
      recordedByHand: false,
      bornAt: daysAgo(2),
      born: { males: 2, females: 3, colors: { fawn: 5 } },
    });
    expect(logged.body.entries).toHaveLength(1);
    // An earlier logged birth moves the date back; the counts entered by hand still stay.
    const earlier = await admin(`/admin/litters/${byHand.id}/whelping`, 'POST', {
      version: logged.body.version,
      puppies: [{ ...puppy, bornAt: `${daysAgo(4)}T10:00:00.000Z` }],
    });
    expect(earlier.status, JSON.stringify(earlier.body)).toBe(201);
    expect(earlier.body).toMatchObject({
      bornAt: daysAgo(4),
      born: { males: 2, females: 3, colors: { fawn: 5 } },
    });

    // Only puppies created by hand: the same question.
    const withPuppy = await litter({ motherId: dam.id, status: 'expected', matedAt });
    const hand = await call<any>('/admin/dogs', {
      token,
      json: {
        ...DOG,
        name: 'By Hand',
        gender: 'female',
        kind: 'puppy',
        birthday: daysAgo(1),
        litterId: withPuppy.id,
      },
    });
    expect(hand.status, JSON.stringify(hand.body)).toBe(201);
    expectFieldError(
      await admin(`/admin/litters/${withPuppy.id}/whelping`, 'POST', {
        version: withPuppy.version,
        puppies: [puppy],
      }),
      'confirmStartLog',
      'whelpingAfterBirth',
    );
  });

  it('refuses a birth too soon after the mating, odd weights and colours, beside the field', async () => {
    const early = await litter({ motherId: dam.id, status: 'expected', matedAt: daysAgo(30) });
    const puppy = { sex: 'female', colour: 'cream', weightGrams: 250, bornAt: lateNight };
    const tooSoon = await admin(`/admin/litters/${early.id}/whelping`, 'POST', {
      version: early.version,
      puppies: [puppy],
    });
    expectFieldError(tooSoon, 'puppies.0.bornAt', 'bornTooSoon');
    const bad = await admin(`/admin/litters/${early.id}/whelping`, 'POST', {
      version: early.version,
      puppies: [
        { ...puppy, weightGrams: 40 },
        { ...puppy, weightGrams: 1600 },
        { ...puppy, colour: 'green' },
        { ...puppy, bornAt: new Date(Date.now() + 2 * 3_600_000).toISOString() },
        { ...puppy, sex: 'other' },
      ],
    });
    expectFieldError(bad, 'puppies.0.weightGrams', 'birthWeightRange');
    expectFieldError(bad, 'puppies.1.weightGrams', 'birthWeightRange');
    expectFieldError(bad, 'puppies.2.colour', 'invalidColor');
    expectFieldError(bad, 'puppies.3.bornAt', 'dateInFuture');
    expectFieldError(bad, 'puppies.4.sex', 'invalidGender');
    expectFieldError(
      await admin(`/admin/litters/${early.id}/whelping`, 'POST', {
        version: early.version,
        puppies: [],
      }),
      'puppies',
      'required',
    );
    expectError(
      await admin('/admin/litters/999999/whelping', 'POST', { version: 1, puppies: [puppy] }),
      404,
      'litterNotFound',
    );
    // Nothing was created: the litter is as it was.
    const after = await admin(`/admin/litters/${early.id}`);
    expect(after.body).toMatchObject({
      status: 'expected',
      bornAt: null,
      puppies: [],
      version: early.version,
    });
  });
});
