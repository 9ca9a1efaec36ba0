import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DOG, expectFieldError, signupAdmin } from './support/client';
import { form, jpeg } from './support/images';
import { whileStopped } from './support/database';
import { startServer, type TestServer } from './support/server';

// Structured health evidence, certificate scans, the plain-word summaries.

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
});
afterAll(() => server?.stop());

const html = async (path: string, locale = 'en') => {
  const answer = await fetch(`${server.url}${path}`, {
    headers: { cookie: `NEXT_LOCALE=${locale}` },
  });
  expect(answer.status, path).toBe(200);
  // Text nodes as a reader sees them: React separates adjacent texts with comments.
  return (await answer.text()).replaceAll('<!-- -->', '');
};

/** Short failures: the page is long. */
const has = (page: string, text: string) => expect(page.includes(text), text).toBe(true);

const PARENT = { ...DOG, kind: 'parent', price: null, birthday: '2020-03-04' };
const lab = 'Laboklin';
const MOTHER_TESTS = [
  { kind: 'boas', grade: 1, date: '2025-03-01', lab: 'University of Cambridge' },
  {
    kind: 'colour',
    genotype: { a: 'ay/at', b: 'B/b', d: 'D/d', m: 'm/m' },
    date: '2023-01-05',
    lab,
  },
  { kind: 'huu', status: 'clear', date: '2023-01-05', lab },
  { kind: 'cmr1', status: 'clear', date: '2023-01-05', lab },
  { kind: 'dm', status: 'clear', date: '2023-01-05', lab },
  { kind: 'jhc', status: 'clear', date: '2023-01-05', lab },
  { kind: 'patella', grade: 0, date: '2024-06-01', lab: 'Dr. Kovács' },
  { kind: 'spine', result: 'No hemivertebrae', date: '2024-06-01', lab: 'Dr. Kovács' },
  { name: 'Eyes', result: 'Clear' },
];
const FATHER_TESTS = [
  { kind: 'boas', grade: 0, date: '2022-01-10' },
  { kind: 'huu', status: 'clear', date: '2023-01-05' },
  { kind: 'cmr1', status: 'clear', date: '2023-01-05' },
  { kind: 'jhc', status: 'clear', date: '2023-01-05' },
  { kind: 'dm', status: 'carrier', date: '2023-01-05' },
];

describe.sequential('health evidence', () => {
  let mother: any;
  let father: any;
  let certificate: { id: number; src: string; privateSrc: string };

  it('saves structured entries beside free ones and reads them back', async () => {
    const created = await call<any>('/admin/dogs', {
      token,
      json: { ...PARENT, name: 'Health Hanna', gender: 'female', healthTests: MOTHER_TESTS },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    mother = created.body;
    expect(mother.healthTests).toEqual([
      { ...MOTHER_TESTS[0], certificateId: null, certificate: null },
      {
        ...MOTHER_TESTS[1],
        genotype: { ...MOTHER_TESTS[1]!.genotype, co: null, e: null, k: null, s: null },
        certificateId: null,
        certificate: null,
      },
      ...MOTHER_TESTS.slice(2, 8).map((t) => ({ ...t, certificateId: null, certificate: null })),
      // A free entry stays as it always was: no kind.
      { name: 'Eyes', result: 'Clear', date: null },
    ]);
    const read = await call<any>(`/dogs/${mother.slug}`);
    expect(read.body.healthTests).toEqual(mother.healthTests);
    father = (
      await call<any>('/admin/dogs', {
        token,
        json: { ...PARENT, name: 'Health Henrik', gender: 'male', healthTests: FATHER_TESTS },
      })
    ).body;
    expect(father.healthTests[4]).toMatchObject({ kind: 'dm', status: 'carrier', lab: '' });
  });

  it('refuses a bad grade, status or genotype beside the field; free entries still pass', async () => {
    const patch = (healthTests: unknown[]) =>
      call(`/admin/dogs/${mother.id}`, { method: 'PATCH', token, json: { healthTests } });
    expectFieldError(
      await patch([{ kind: 'boas', grade: 4, date: '2025-01-01' }]),
      'healthTests.0.grade',
      'invalidGrade',
    );
    expectFieldError(
      await patch([
        { name: 'Heart', result: 'ok' },
        { kind: 'huu', status: 'maybe', date: '2025-01-01' },
      ]),
      'healthTests.1.status',
      'invalidDnaStatus',
    );
    expectFieldError(
      await patch([{ kind: 'colour', genotype: { d: 'x/x' }, date: '2025-01-01' }]),
      'healthTests.0.genotype.d',
      'invalidGenotype',
    );
    expectFieldError(
      await patch([{ kind: 'boas', grade: 1 }]),
      'healthTests.0.date',
      'invalidTestDate',
    );
    expectFieldError(
      await patch([{ kind: 'boas', grade: 1, date: '2999-01-01' }]),
      'healthTests.0.date',
      'dateInFuture',
    );
    const free = await patch([{ name: 'BOAS', result: 'Grade 1', date: '2024-05-01' }]);
    expect(free.status).toBe(200);
    expect((free.body as any).healthTests).toEqual([
      { name: 'BOAS', result: 'Grade 1', date: '2024-05-01' },
    ]);
    const back = await patch(MOTHER_TESTS);
    expect(back.status).toBe(200);
  });

  it('keeps a certificate scan private and shows it publicly only watermarked', async () => {
    const upload = await call<any>(`/admin/dogs/${mother.id}/health-certificates`, {
      token,
      body: form([{ name: 'boas.jpg', data: await jpeg(900, 1200, '#ffffff') }]),
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    certificate = upload.body.images[0];
    expect(certificate.privateSrc).toMatch(/^\/api\/files\/private-/);
    expect(certificate.src).toMatch(/^\/api\/uploads\/(?!private-)/);
    // Without a session: no upload.
    expect(
      (
        await call(`/admin/dogs/${mother.id}/health-certificates`, {
          body: form([{ name: 'boas.jpg', data: await jpeg() }]),
        })
      ).status,
    ).toBe(401);

    const tests = MOTHER_TESTS.map((t, i) =>
      i === 0 ? { ...t, certificateId: certificate.id } : t,
    );
    // A certificate of another dog is never shown as this one's.
    const fatherTests = [
      { ...FATHER_TESTS[0], certificateId: certificate.id },
      ...FATHER_TESTS.slice(1),
    ];
    expect(
      (
        await call(`/admin/dogs/${mother.id}`, {
          method: 'PATCH',
          token,
          json: { healthTests: tests },
        })
      ).status,
    ).toBe(200);
    await call(`/admin/dogs/${father.id}`, {
      method: 'PATCH',
      token,
      json: { healthTests: fatherTests },
    });
    expect((await call<any>(`/dogs/${father.slug}`)).body.healthTests[0].certificate).toBeNull();

    const publicDog = (await call<any>(`/dogs/${mother.slug}`)).body;
    const shown = publicDog.healthTests[0].certificate;
    expect(shown.src).toBe(certificate.src);
    expect(shown.privateSrc).toBeUndefined();
    expect(JSON.stringify(publicDog)).not.toContain('private-');
    const admin = (await call<any>(`/admin/dogs/${mother.id}`, { token })).body;
    expect(admin.healthTests[0].certificate.privateSrc).toMatch(/^\/api\/files\/private-/);

    const publicFile = await fetch(`${server.url}${certificate.src}`);
    expect(publicFile.status).toBe(200);
    const privateFile = await fetch(`${server.url}${certificate.privateSrc}`);
    expect(privateFile.status).toBe(200);
    const [marked, original] = [
      Buffer.from(await publicFile.arrayBuffer()),
      Buffer.from(await privateFile.arrayBuffer()),
    ];
    expect(marked.equals(original)).toBe(false);
    // The kennel's name is drawn in the lower right corner of a white page: dark pixels there.
    const corner = async (image: Buffer) => {
      const { width, height } = await sharp(image).metadata();
      const box = {
        left: Math.round(width! * 0.4),
        top: Math.round(height! * 0.85),
        width: Math.round(width! * 0.6),
        height: Math.round(height! * 0.15),
      };
      return (await sharp(image).extract(box).greyscale().stats()).channels[0]!.min;
    };
    expect(await corner(original)).toBeGreaterThan(200);
    expect(await corner(marked)).toBeLessThan(120);

    // The private file: never by its key.
    const privateKey = certificate.privateSrc.split('?')[0]!.split('/').pop()!;
    expect((await fetch(`${server.url}/api/uploads/${privateKey}`)).status).toBe(404);
  });

  it('says it in plain words on the parent and litter pages', async () => {
    const litter = (
      await call<any>('/admin/litters', {
        token,
        json: { motherId: mother.id, fatherId: father.id, status: 'planned' },
      })
    ).body;
    const litterPage = await html(`/litters/${litter.slug}`);
    has(litterPage, 'Both parents are clear of CMR1, HUU, and JHC.');
    has(litterPage, 'The father carries DM.');
    has(litterPage, 'BOAS grade 1 (2025)');
    has(litterPage, 'BOAS grade 0 (2022)');
    has(litterPage, 'HUU: clear');
    has(litterPage, `href="${certificate.src}"`);
    expect(litterPage.includes('private-')).toBe(false);
    const hungarian = await html(`/litters/${litter.slug}`, 'hu');
    has(hungarian, 'Mindkét szülő mentes: CMR1, HUU és JHC.');
    has(hungarian, 'Az apa hordozó: DM.');
    const german = await html(`/litters/${litter.slug}`, 'de');
    has(german, 'Der Vater ist Anlageträger für DM.');

    const parentPage = await html(`/${mother.slug}`);
    has(parentPage, 'grade 1 (2025)');
    has(parentPage, 'ay/at (fawn, carries tan points); B/b (carries brown (chocolate))');
    has(parentPage, 'No hemivertebrae (2024)');
    // The free entry, as before.
    expect(parentPage).toMatch(/Eyes<\/dt><dd>Clear/);
    const ourDogs = await html('/our-dogs');
    has(ourDogs, 'BOAS grade 1 (2025)');
    has(ourDogs, 'Patella: grade 0 (2024)');
    // JSON-LD stays parseable.
    for (const [, json] of parentPage.matchAll(
      /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs,
    )) {
      expect(() => JSON.parse(json!)).not.toThrow();
    }
  });

  it('marks a certificate again with the new name when the kennel is renamed', async () => {
    const before = await (await fetch(`${server.url}${certificate.src}`)).arrayBuffer();
    const facts = await call<any>('/facts');
    const renamed = await call<any>('/facts', {
      token,
      method: 'PUT',
      json: { kennelName: 'Új Név Kennel', version: facts.body.version },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const deadline = Date.now() + 30_000;
    let src = certificate.src;
    while (src === certificate.src) {
      if (Date.now() > deadline) throw new Error('the certificate was not marked again');
      await new Promise((resolve) => setTimeout(resolve, 200));
      src = (await call<any>(`/dogs/${mother.slug}`)).body.healthTests[0].certificate.src;
    }
    expect(src).toMatch(/^\/api\/uploads\/(?!private-)/);
    const after = Buffer.from(await (await fetch(`${server.url}${src}`)).arrayBuffer());
    expect(after.length).toBeGreaterThan(0);
    expect(after.equals(Buffer.from(before))).toBe(false);
    // The old marked files go once pages stopped naming them; the private scan stays.
    const gone = Date.now() + 15_000;
    while ((await fetch(`${server.url}${certificate.src}`)).status !== 404) {
      if (Date.now() > gone) throw new Error(`${certificate.src} still served`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const admin = (await call<any>(`/admin/dogs/${mother.id}`, { token })).body;
    expect(
      (await fetch(`${server.url}${admin.healthTests[0].certificate.privateSrc}`)).status,
    ).toBe(200);
  });

  it('deletes a scan no saved test names any more, but not one of the last hour', async () => {
    const upload = await call<any>(`/admin/dogs/${father.id}/health-certificates`, {
      token,
      body: form([{ name: 'scan.jpg', data: await jpeg(900, 1200, '#ffffff') }]),
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const scan = upload.body.images[0];
    const save = async (tests: unknown[]) => {
      const current = (await call<any>(`/admin/dogs/${father.id}`, { token })).body;
      const saved = await call<any>(`/admin/dogs/${father.id}`, {
        token,
        method: 'PATCH',
        json: { healthTests: tests, version: current.version },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    // Not named by any test, but new: an edit in another tab may still use it.
    await save(FATHER_TESTS);
    expect((await fetch(`${server.url}${scan.src}`)).status).toBe(200);
    await whileStopped(server, async (query) => {
      await query(
        `update health_certificates set created_at = now() - interval '2 hours' where id = $1`,
        [scan.id],
      );
    });
    await save(FATHER_TESTS);
    expect((await fetch(`${server.url}${scan.src}`)).status).toBe(404);
    expect((await fetch(`${server.url}${scan.privateSrc}`)).status).toBe(404);
  });
});
