import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DOG, expectError, expectFieldError, signupAdmin } from './support/client';
import { startServer, type TestServer } from './support/server';

// The breeding program over HTTP: a pedigree entered and read back (as the breeder entered it,
// and grown with the kennel's own dogs), what it refuses beside the field, and a mating's
// preview: Wright's coefficient, the colours with their probabilities, health and warnings.

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
});
afterAll(() => server?.stop());

const colour = (genotype: Record<string, string>) => ({
  kind: 'colour',
  genotype,
  date: '2024-01-10',
  lab: 'Laboklin',
});
const dna = (kind: string, status: string) => ({ kind, status, date: '2024-01-10', lab: '' });

async function parent(
  name: string,
  gender: 'male' | 'female',
  healthTests: unknown[] = [],
  registration = '',
) {
  const created = await call<any>('/admin/dogs', {
    token,
    json: {
      ...DOG,
      name,
      gender,
      kind: 'parent',
      price: null,
      birthday: '2021-02-03',
      healthTests,
      registration,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: number; slug: string; version: number };
}

const savePedigree = (id: number, body: unknown) =>
  call<any>(`/admin/dogs/${id}/pedigree`, { token, method: 'PUT', json: body });

describe.sequential('the breeding program', () => {
  let alpha: { id: number; slug: string; version: number };
  let bella: { id: number; slug: string; version: number };
  let cezar: { id: number; slug: string; version: number };

  it('keeps a pedigree as entered and shows it grown with the kennel’s dogs', async () => {
    alpha = await parent('Alpha Breeding', 'male', [], 'HU 1/21');
    const alphaSaved = await savePedigree(alpha.id, {
      sire: { name: 'Grand Sire', registration: 'HU 100/15' },
      dam: { name: 'Grand Dam', registration: 'HU 101/15' },
      version: alpha.version,
    });
    expect(alphaSaved.status, JSON.stringify(alphaSaved.body)).toBe(200);
    expect(alphaSaved.body.generations).toBe(1);

    bella = await parent('Bella Breeding', 'female', [
      colour({
        a: 'ay/at',
        b: 'B/B',
        co: 'Co/co',
        d: 'D/d',
        e: 'E/E',
        k: 'ky/ky',
        m: 'M/m',
        s: 'S/sp',
      }),
      dna('huu', 'carrier'),
      dna('cmr1', 'clear'),
    ]);
    const saved = await savePedigree(bella.id, {
      sire: { name: 'Alpha Breeding', dogId: alpha.id },
      dam: { name: 'Mira', registration: 'HU 7/18' },
      version: bella.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.entered.sire).toEqual({ name: 'Alpha Breeding', dogId: alpha.id });
    // Alpha brings his own parents along.
    expect(saved.body.tree.sire.sire.name).toBe('Grand Sire');
    expect(saved.body.generations).toBe(2);
    expect(saved.body.coi).toBe(0);
    bella = { ...bella, version: saved.body.version };

    const back = await call<any>(`/admin/dogs/${bella.id}/pedigree`, { token });
    expect(back.body.entered).toEqual(saved.body.entered);
    const open = await call<any>(`/dogs/${bella.slug}/pedigree`);
    expect(open.status).toBe(200);
    expect(open.body.tree.sire.sire.registration).toBe('HU 100/15');
    expectError(await call(`/dogs/no-such-dog/pedigree`), 404, 'dogNotFound');

    // Bella's page shows it, her grandparents through Alpha.
    const page = await fetch(`${server.url}/${bella.slug}`, {
      headers: { cookie: 'NEXT_LOCALE=hu' },
    });
    expect(page.status).toBe(200);
    const html = (await page.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('Bella Breeding törzsfája');
    expect(html).toContain('Grand Sire');
    expect(html).toContain('HU 101/15');
  });

  it('refuses a loop, a sixth generation and a number with two names, beside the field', async () => {
    const loop = await savePedigree(bella.id, {
      sire: { name: 'Alpha Breeding', dogId: alpha.id, dam: { name: 'Bella', dogId: bella.id } },
      version: bella.version,
    });
    expectFieldError(loop, 'sire.dam', 'pedigreeLoop');

    let deep: Record<string, unknown> = { name: 'G6' };
    for (let n = 5; n >= 1; n -= 1) deep = { name: `G${n}`, sire: deep };
    expectFieldError(
      await savePedigree(bella.id, { dam: deep, version: bella.version }),
      'dam.sire.sire.sire.sire.sire',
      'pedigreeTooDeep',
    );

    // One animal in two places, its name written either way: accepted.
    const twice = await savePedigree(bella.id, {
      sire: { name: 'Rex', registration: 'HU 9/9' },
      dam: { name: 'Mira', registration: 'HU 7/18', sire: { name: 'rex', registration: 'hu 9/9' } },
      version: bella.version,
    });
    expect(twice.status, JSON.stringify(twice.body)).toBe(200);
    expect(twice.body.coi).toBe(0.25);
    const refused = await savePedigree(bella.id, {
      sire: { name: 'Rex', registration: 'HU 9/9' },
      dam: {
        name: 'Mira',
        registration: 'HU 7/18',
        sire: { name: 'Somebody', registration: 'HU 9/9' },
      },
      version: twice.body.version,
    });
    expectFieldError(refused, 'dam.sire.registration', 'registrationTwoNames');
    // A kennel dog's number under another name.
    expectFieldError(
      await savePedigree(bella.id, {
        sire: { name: 'Not Alpha', registration: 'hu 1/21' },
        version: twice.body.version,
      }),
      'sire.registration',
      'registrationTwoNames',
    );
    bella = { ...bella, version: twice.body.version };
  });

  it('refuses a save based on an older version, with the pedigree as stored', async () => {
    const stale = await savePedigree(bella.id, {
      sire: null,
      dam: null,
      version: bella.version - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.entered.sire.name).toBe('Rex');
    // Put Alpha back as Bella's sire.
    const again = await savePedigree(bella.id, {
      sire: { name: 'Alpha Breeding', dogId: alpha.id },
      dam: { name: 'Mira', registration: 'HU 7/18' },
      version: bella.version,
    });
    expect(again.status).toBe(200);
  });

  it('previews a half-sibling mating: 12.5 %, the colours, health and warnings', async () => {
    cezar = await parent('Cezar Breeding', 'male', [
      colour({
        a: 'at/at',
        b: 'B/B',
        co: 'co/co',
        d: 'd/d',
        e: 'E/E',
        k: 'ky/ky',
        m: 'M/m',
        s: 'sp/sp',
      }),
      dna('huu', 'carrier'),
    ]);
    // Cezar is Alpha's son too: Bella × Cezar are half-siblings.
    expect(
      (
        await savePedigree(cezar.id, {
          sire: { name: 'Alpha Breeding', dogId: alpha.id },
          dam: { name: 'Other Dam', registration: 'DE 55/19' },
          version: cezar.version,
        })
      ).status,
    ).toBe(200);
    const preview = await call<any>(`/admin/matings/preview?damId=${bella.id}&sireId=${cezar.id}`, {
      token,
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.coi).toBe(0.125);
    const total = (rows: { probability: number }[]) => rows.reduce((s, r) => s + r.probability, 0);
    expect(total(preview.body.colours)).toBeCloseTo(1, 10);
    expect(total(preview.body.coats)).toBeCloseTo(1, 10);
    expect(preview.body.unknownLoci).toEqual([]);
    const names = preview.body.coats.map((c: any) => c.phenotype.en);
    expect(names).toContain('Lilac and tan merle pied');
    const german = preview.body.coats.find((c: any) => c.phenotype.en === 'Blue fawn merle pied');
    expect(german.phenotype.de).toBe('Blau-Fawn Merle gescheckt');
    expect(preview.body.health).toEqual([
      { test: 'huu', clear: 0.25, carrier: 0.5, affected: 0.25 },
    ]);
    expect(preview.body.warnings).toEqual([
      'doubleMerle',
      'merle',
      'dilution',
      'affectedOffspring',
    ]);
  });

  it('previews a sire of another kennel known from a pedigree, and says what it does not know', async () => {
    const outside = await call<any>(
      `/admin/matings/preview?damId=${bella.id}&outsideSire=${encodeURIComponent('hu-100/15')}`,
      { token },
    );
    expect(outside.status, JSON.stringify(outside.body)).toBe(200);
    // Grand Sire is Bella's grandfather (through Alpha): 12.5 %.
    expect(outside.body.coi).toBe(0.125);
    expect(outside.body.unknownLoci).toHaveLength(8);
    expect(outside.body.health).toEqual([]);

    expectFieldError(
      await call(`/admin/matings/preview?damId=${bella.id}`, { token }),
      'sireId',
      'matingSireRequired',
    );
    expectError(
      await call(`/admin/matings/preview?damId=${cezar.id}&sireId=${alpha.id}`, { token }),
      422,
      'matingDamNotFemale',
    );
    expectError(
      await call(`/admin/matings/preview?damId=${bella.id}&outsideSire=XX`, { token }),
      404,
      'sireNotFound',
    );
    expectError(await call(`/admin/matings/preview?damId=${bella.id}&sireId=${cezar.id}`), 401);
  });

  it('plans a mating that can give affected puppies only when the breeder confirms it', async () => {
    // Bella and Cezar both carry HUU: a quarter of their puppies can be affected.
    const parents = { motherId: bella.id, fatherId: cezar.id };
    expectFieldError(
      await call('/admin/litters', { token, json: { ...parents, status: 'planned' } }),
      'confirmAffectedOffspring',
      'confirmAffectedOffspring',
    );
    expectFieldError(
      await call('/admin/litters', {
        token,
        json: { ...parents, status: 'expected', confirmAffectedOffspring: false },
      }),
      'confirmAffectedOffspring',
      'confirmAffectedOffspring',
    );
    // A litter already born is a record, not a plan: nothing to confirm.
    const born = await call<any>('/admin/litters', {
      token,
      json: { ...parents, status: 'born', bornAt: '2025-01-10', born: { males: 1, females: 1 } },
    });
    expect(born.status, JSON.stringify(born.body)).toBe(201);

    // A planned litter without a sire yet: choosing Cezar asks too, a change of its note not.
    const planned = await call<any>('/admin/litters', {
      token,
      json: { motherId: bella.id, status: 'planned' },
    });
    expect(planned.status, JSON.stringify(planned.body)).toBe(201);
    const patch = (json: Record<string, unknown>) =>
      call<any>(`/admin/litters/${planned.body.id}`, { token, method: 'PATCH', json });
    expectFieldError(
      await patch({ fatherId: cezar.id, version: planned.body.version }),
      'confirmAffectedOffspring',
      'confirmAffectedOffspring',
    );
    const chosen = await patch({
      fatherId: cezar.id,
      confirmAffectedOffspring: true,
      version: planned.body.version,
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.fatherId).toBe(cezar.id);
    expect(chosen.body).not.toHaveProperty('confirmAffectedOffspring');
    // The form sends every field again: the same parents ask nothing.
    const noted = await patch({
      motherId: bella.id,
      fatherId: cezar.id,
      note: { en: 'Spring.' },
      version: chosen.body.version,
    });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    // Alpha carries nothing tested: no question.
    const alphaLitter = await call<any>('/admin/litters', {
      token,
      json: { motherId: bella.id, fatherId: alpha.id, status: 'planned' },
    });
    expect(alphaLitter.status, JSON.stringify(alphaLitter.body)).toBe(201);
    expectError(
      await call('/admin/litters', {
        token,
        json: { motherId: bella.id, confirmAffectedOffspring: 'yes' },
      }),
      422,
    );
  });

  it('shows a planned litter’s colours and COI on its page, in German too', async () => {
    const litter = await call<any>('/admin/litters', {
      token,
      json: {
        motherId: bella.id,
        fatherId: cezar.id,
        status: 'planned',
        confirmAffectedOffspring: true,
      },
    });
    expect(litter.status, JSON.stringify(litter.body)).toBe(201);
    const forecast = await call<any>(`/litters/${litter.body.slug}/forecast`);
    expect(forecast.status).toBe(200);
    expect(forecast.body.coi).toBe(0.125);
    expect(forecast.body).not.toHaveProperty('colours');
    expect(forecast.body.coats.reduce((s: number, c: any) => s + c.probability, 0)).toBeCloseTo(1);

    const page = await fetch(`${server.url}/litters/${litter.body.slug}`, {
      headers: { cookie: 'NEXT_LOCALE=de' },
    });
    expect(page.status).toBe(200);
    const html = (await page.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('Wie die Welpen aussehen können');
    expect(html).toContain('Lilac-Tan Merle gescheckt');
    expect(html).toContain('Inzuchtkoeffizient (nach Wright) dieser Verpaarung: 12,5');
    expectError(await call('/litters/no-such-litter/forecast'), 404, 'litterNotFound');

    // The puppies' pedigree: the litter's sire and dam, their ancestors, the mating's COI.
    const pedigree = await call<any>(`/litters/${litter.body.slug}/pedigree`);
    expect(pedigree.status, JSON.stringify(pedigree.body)).toBe(200);
    expect(pedigree.body.tree.sire).toMatchObject({ name: 'Cezar Breeding', dogId: cezar.id });
    expect(pedigree.body.tree.sire.sire).toMatchObject({ name: 'Alpha Breeding' });
    expect(pedigree.body.tree.dam).toMatchObject({ name: 'Bella Breeding', dogId: bella.id });
    expect(pedigree.body.coi).toBe(0.125);
    expect(html).toContain('Ahnentafel der Welpen');
    expect(html).toContain('Other Dam');
    expectError(await call('/litters/no-such-litter/pedigree'), 404, 'litterNotFound');

    // Applying for it offers the colours it can have: fawn and pied yes, brindle (no kbr) no,
    // by a rule of the page's style that hides the others while this litter is chosen.
    const slug = litter.body.slug as string;
    const apply = await (await fetch(`${server.url}/apply?litter=${slug}`)).text();
    const litters = (color: string) =>
      apply
        .match(
          new RegExp(
            `<div[^>]*data-litters="([^"]*)"[^>]*><input[^>]*id="apply-preferredColor-${color}"`,
          ),
        )?.[1]
        ?.split(' ');
    expect(litters('fawn')).toContain(slug);
    expect(litters('bluePied')).toContain(slug);
    expect(litters('brindle')).not.toContain(slug);
    expect(litters('cream')).not.toContain(slug);
    expect(apply).toMatch(
      /<div class="form-check form-check-inline"><input[^>]*id="apply-preferredColor-any"/,
    );
    expect(apply).toContain(
      `#apply-form:has(#apply-litter option[value="${slug}"]:checked) ` +
        `[data-litters]:not([data-litters~="${slug}"]):not(:has(:checked)){display:none}`,
    );
    expect(apply).toMatch(new RegExp(`<option value="${slug}" selected="">`));
  });

  it('works out the due date from the ovulation, else the mating, unless one is given', async () => {
    const add = (json: Record<string, unknown>) =>
      call<any>('/admin/litters', { token, json: { motherId: bella.id, ...json } });
    const byOvulation = await add({ ovulationAt: '2026-03-01', matedAt: '2026-02-27' });
    expect(byOvulation.status, JSON.stringify(byOvulation.body)).toBe(201);
    expect(byOvulation.body.expectedAt).toBe('2026-05-03');
    expect(byOvulation.body.due).toEqual({
      date: '2026-05-03',
      from: '2026-05-02',
      to: '2026-05-04',
      basis: 'ovulation',
    });
    const byMating = await add({ matedAt: '2026-02-27' });
    expect(byMating.body.expectedAt).toBe('2026-05-01');
    expect(byMating.body.due.basis).toBe('mating');
    const given = await add({ matedAt: '2026-02-27', expectedAt: '2026-04-30' });
    expect(given.body.expectedAt).toBe('2026-04-30');

    // The ovulation tested later moves the due date it had been given by the mating…
    const moved = await call<any>(`/admin/litters/${byMating.body.id}`, {
      token,
      method: 'PATCH',
      json: { ovulationAt: '2026-03-02', version: byMating.body.version },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.expectedAt).toBe('2026-05-04');
    // …but not one the breeder set.
    const kept = await call<any>(`/admin/litters/${given.body.id}`, {
      token,
      method: 'PATCH',
      json: { ovulationAt: '2026-03-02', version: given.body.version },
    });
    expect(kept.body.expectedAt).toBe('2026-04-30');
  });
});
