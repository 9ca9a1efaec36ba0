import { spawn } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTar, writeTar, type TarFile } from '../../features/backup/server/tar';
import { ADMIN, client, DOG, signupAdmin } from './support/client';
import { form, jpeg, png } from './support/images';
import { freshDatabase, startServer, type TestServer } from './support/server';
import { documentForm, minimalPdf } from './support/documents';
import { signedStart } from './support/enquiry';

// `npm run backup -- <file>` writes one archive, `npm run restore -- <file>`
// brings a fresh DATA_DIR (and with TEST_DATABASE_URL, an empty PostgreSQL database) back to the
// same state; damaged archives and targets holding data are refused without writing anything.

const ROOT = path.resolve(__dirname, '..', '..');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const work = mkdtempSync(path.join(tmpdir(), 'kennel-backup-'));
const archive = path.join(work, 'kennel.tar.gz');

interface Run {
  code: number | null;
  output: string;
}

/** `npm run backup|restore -- file`, as the README says, against `env`'s data. */
function script(name: 'backup' | 'restore', file: string, env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', `scripts/${name}.ts`, file],
      { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** A data folder and (on PostgreSQL) a database nobody has used yet; `env` points at both. */
async function freshTarget() {
  const dataDir = mkdtempSync(path.join(work, 'target-'));
  const database = await freshDatabase();
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' };
  return {
    dataDir,
    env,
    /** Tables in the public schema (none: the restore wrote nothing to the database). */
    async tables(): Promise<number> {
      if (!database.url) return existsSync(path.join(dataDir, 'db')) ? -1 : 0;
      const sql = postgres(database.url, { max: 1, onnotice: () => {} });
      const [row] = await sql`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`;
      await sql.end();
      return row!.n as number;
    },
    drop: () => database.drop(),
  };
}

/** What a restore must not leave behind: photos, or its temporary unpacking folder. */
const leftovers = (dataDir: string) =>
  existsSync(dataDir)
    ? readdirSync(dataDir).filter((name) => name !== 'db' && name !== 'db.lock')
    : [];

/** Rewrites the archive's database.json with `edit`, with a manifest that matches again. */
async function repack(to: string, edit: (dump: any) => void) {
  const files: TarFile[] = [];
  for await (const file of readTar([gunzipSync(readFileSync(archive))])) files.push(file);
  const manifestAt = files.findIndex((f) => f.name === 'manifest.json');
  const manifest = JSON.parse(files[manifestAt]!.data.toString());
  const database = files.find((f) => f.name === 'database.json')!;
  const dump = JSON.parse(database.data.toString());
  edit(dump);
  database.data = Buffer.from(JSON.stringify(dump));
  const entry = manifest.files.find((f: { name: string }) => f.name === 'database.json');
  entry.size = database.data.length;
  entry.sha256 = createHash('sha256').update(database.data).digest('hex');
  files[manifestAt] = { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) };
  const chunks: Buffer[] = [];
  for await (const chunk of writeTar(files)) chunks.push(chunk);
  writeFileSync(to, gzipSync(Buffer.concat(chunks)));
}

let source: TestServer;
let call: ReturnType<typeof client>;
let token: string;
/** The source site's state as the API shows it, and every photo file's bytes. */
let before: Awaited<ReturnType<typeof snapshot>>;
let deletedDogId: number;
/** The application whose documents are backed up. */
let applicationId: number;

async function snapshot(api: ReturnType<typeof client>, base: string, auth: string) {
  const dogs = (await api<any[]>('/admin/dogs', { token: auth })).body;
  const gallery = (await api<any[]>('/gallery')).body;
  const litters = (await api<any[]>('/admin/litters', { token: auth })).body;
  const news = (await api<any[]>('/admin/news', { token: auth })).body;
  const faq = (await api<any>('/admin/faq', { token: auth })).body;
  // A page's draft, published content, versions and photos.
  const aboutPage = (await api<any>('/admin/pages/about', { token: auth })).body;
  const aboutVersions = (await api<any>('/admin/pages/about/versions', { token: auth })).body;
  // The diary; its photos' links are signed, fresh on each read: compared without them.
  const diary = (await api<any[]>('/admin/diary', { token: auth })).body;
  const diaryLinks = diary.flatMap((e) =>
    e.images.flatMap((i: { srcSet: string }) => i.srcSet.split(', ').map((s) => s.split(' ')[0]!)),
  );
  const files = new Map<string, Buffer>();
  for (const link of diaryLinks) {
    const response = await fetch(`${base}${link}`);
    expect(response.status, link).toBe(200);
    files.set(link.split('?')[0]!, Buffer.from(await response.arrayBuffer()));
  }
  const images = [
    ...dogs.flatMap((d) => d.images),
    ...litters.flatMap((l) => l.images),
    ...news.flatMap((p) => p.images),
    ...aboutPage.photos,
  ];
  for (const image of [...images, ...gallery]) {
    for (const { url } of image.variants) {
      const response = await fetch(`${base}${url}`);
      expect(response.status, url).toBe(200);
      files.set(url, Buffer.from(await response.arrayBuffer()));
    }
  }
  // A buyer's documents, downloaded through fresh signed links (their keys compared).
  const documents = (
    await api<any>(`/admin/applications/${applicationId}/documents`, { token: auth })
  ).body.documents as { url: string; kind: string }[];
  for (const document of documents) {
    const response = await fetch(`${base}${document.url}`);
    expect(response.status, document.url).toBe(200);
    files.set(new URL(document.url, base).pathname, Buffer.from(await response.arrayBuffer()));
  }
  // Health certificates, by their public link and a fresh signed one (compared
  // without it).
  for (const test of dogs.flatMap((d) => d.healthTests)) {
    if (!test.certificate) continue;
    for (const link of [test.certificate.src, test.certificate.privateSrc]) {
      const response = await fetch(`${base}${link}`);
      expect(response.status, link).toBe(200);
      files.set(link.split('?')[0]!, Buffer.from(await response.arrayBuffer()));
    }
    delete test.certificate.privateSrc;
  }
  const enquiries = (await api<any[]>('/admin/enquiries', { token: auth })).body;
  const info = (await api('/info')).body;
  const diaryRows = diary.map((e) => ({
    ...e,
    images: e.images.map((image: Record<string, unknown>) => {
      const kept = { ...image };
      delete kept.src;
      delete kept.srcSet;
      return kept;
    }),
  }));
  return {
    dogs,
    gallery,
    litters,
    news,
    faq,
    info,
    enquiries,
    files,
    aboutPage,
    aboutVersions,
    // The key stays; the link's expiry and signature are new on every read.
    documents: documents.map((d) => ({ ...d, url: new URL(d.url, base).pathname })),
    diary: diaryRows,
  };
}

beforeAll(async () => {
  source = await startServer();
  call = client(source.url);
  token = (await call<{ token: string }>('/auth/signup', { json: ADMIN })).body.token;
  await call('/info', {
    method: 'PUT',
    token,
    json: { email: 'backup@kennel.example', phone: '+36 30 111 2222' },
  });
  const ids: number[] = [];
  for (const [name, extra] of [
    ['Áfonya Backup', { foundParent: true }],
    ['Bors Backup', { enabled: false, reserved: true }],
    ['Csoki Backup', {}],
  ] as const) {
    const dog = await call<{ id: number }>('/admin/dogs', {
      token,
      json: { ...DOG, name, ...extra },
    });
    expect(dog.status).toBe(201);
    ids.push(dog.body.id);
  }
  const photos = await call<{ images: { id: number }[] }>(`/admin/dogs/${ids[0]}/images`, {
    token,
    body: form([
      { name: 'a.jpg', data: await jpeg(900, 600, '#579') },
      { name: 'b.png', data: await png(), type: 'image/png' },
      { name: 'c.jpg', data: await jpeg(500, 700, '#975') },
    ]),
  });
  expect(photos.status).toBe(201);
  const order = photos.body.images.map((i) => i.id).reverse();
  expect(
    (
      await call(`/admin/dogs/${ids[0]}/images/order`, {
        method: 'PUT',
        token,
        json: { ids: order },
      })
    ).status,
  ).toBe(200);
  await call(`/admin/dogs/${ids[1]}/images`, {
    token,
    body: form([{ name: 'd.jpg', data: await jpeg(640, 640, '#333') }]),
  });
  await call('/admin/gallery', {
    token,
    body: form([
      { name: 'g1.jpg', data: await jpeg(800, 500, '#b85') },
      { name: 'g2.jpg', data: await jpeg(500, 800, '#58b') },
    ]),
  });
  // A parent with health tests, a puppy naming it (renamed, so its old slug
  // must keep redirecting) and a photo's focal point.
  // A structured test with its certificate's scan (private and watermarked files).
  const scan = await call<any>(`/admin/dogs/${ids[1]}/health-certificates`, {
    token,
    // One variant each (narrower than the smallest width), so the snapshot sees every file.
    body: form([{ name: 'boas.jpg', data: await jpeg(300, 400) }]),
  });
  expect(scan.status).toBe(201);
  const parent = await call(`/admin/dogs/${ids[1]}`, {
    method: 'PATCH',
    token,
    json: {
      kind: 'parent',
      registration: 'MET.FB.42/20',
      healthTests: [
        { name: 'BOAS', result: 'Grade 0', date: '2023-02-03' },
        { kind: 'boas', grade: 1, date: '2025-02-03', certificateId: scan.body.images[0].id },
      ],
    },
  });
  expect(parent.status).toBe(200);
  const renamed = await call<{ slug: string }>(`/admin/dogs/${ids[0]}`, {
    method: 'PATCH',
    token,
    json: { name: 'Áfonya Renamed', motherId: ids[1] },
  });
  expect(renamed.body.slug).toBe('afonya-renamed');
  // A litter of that parent, with a photo, and the puppy in it: the foreign keys
  // between dogs and litters form a cycle, which the restore must load.
  const litter = await call<{ id: number }>('/admin/litters', {
    token,
    json: {
      motherId: ids[1],
      outsideSire: { name: 'Guest Backup', registration: 'MET.FB.1/19' },
      status: 'born',
      matedAt: '2026-05-01',
      bornAt: '2026-07-03',
      born: { males: 1, females: 2, colors: { blue: 3 } },
      note: { en: 'A litter to restore.' },
    },
  });
  expect(litter.status).toBe(201);
  const litterPhoto = await call(`/admin/litters/${litter.body.id}/images`, {
    token,
    body: form([{ name: 'l.jpg', data: await jpeg(600, 400, '#753') }]),
  });
  expect(litterPhoto.status).toBe(201);
  const inLitter = await call(`/admin/dogs/${ids[0]}`, {
    method: 'PATCH',
    token,
    json: { litterId: litter.body.id },
  });
  expect(inLitter.status).toBe(200);
  const focal = await call(`/admin/dogs/${ids[0]}/images/${order[0]}`, {
    method: 'PATCH',
    token,
    json: { focal: { x: 0.4, y: 0.2 } },
  });
  expect(focal.status).toBe(200);
  // The newest dog goes again, photo and all: its id and its photo's id must not come back.
  await call(`/admin/dogs/${ids[2]}/images`, {
    token,
    body: form([{ name: 'e.jpg', data: await jpeg() }]),
  });
  // Enquiries: about a dog, general (answered), and about the dog deleted below (kept, with its
  // name).
  for (const [dogId, email] of [
    [ids[0], 'one@example.com'],
    [null, 'two@example.com'],
    [ids[2], 'three@example.com'],
  ] as const) {
    const sent = await call<{ id: number }>('/enquiries', {
      json: {
        dogId,
        name: 'Kovács Éva',
        email,
        message: 'Érdeklődöm.',
        locale: 'hu',
        consent: true,
        start: signedStart(),
      },
    });
    expect(sent.status).toBe(201);
    if (dogId === null) {
      await call(`/admin/enquiries/${sent.body.id}`, {
        method: 'PATCH',
        token,
        json: { status: 'answered' },
      });
    }
  }
  // A post waiting for its time, with a photo, announcing the litter; the FAQ with
  // one of its default questions deleted (it must not come back) and the rest reordered.
  const post = await call<{ id: number }>('/admin/news', {
    token,
    json: {
      title: { en: 'Puppies soon', hu: 'Hamarosan kölykök' },
      body: { en: '<p>Soon.</p>' },
      publishAt: '2099-01-01T09:00:00+01:00',
      litterId: litter.body.id,
    },
  });
  expect(post.status).toBe(201);
  const postPhoto = await call(`/admin/news/${post.body.id}/images`, {
    token,
    body: form([{ name: 'n.jpg', data: await jpeg(500, 400, '#468') }]),
  });
  expect(postPhoto.status).toBe(201);
  const faq = (await call<any>('/admin/faq', { token })).body;
  const [gone, ...kept] = faq.entries.map((e: { id: number }) => e.id);
  expect((await call(`/admin/faq/${gone}`, { method: 'DELETE', token })).status).toBe(204);
  const reordered = await call('/admin/faq/order', {
    method: 'PUT',
    token,
    json: { ids: kept.reverse() },
  });
  expect(reordered.status).toBe(200);
  // A page published with a photo, then a draft not yet published.
  const aboutPhoto = await call<any>('/admin/pages/about/photos', {
    token,
    body: form([{ name: 'a.jpg', data: await jpeg(500, 400, '#357') }]),
  });
  expect(aboutPhoto.status).toBe(201);
  const aboutSaved = await call('/admin/pages/about', {
    method: 'PUT',
    token,
    json: { content: { photo: aboutPhoto.body.images[0].id, title: { en: 'Restored about' } } },
  });
  expect(aboutSaved.status).toBe(200);
  expect((await call('/admin/pages/about/publish', { token, json: {} })).status).toBe(200);
  const aboutDraft = await call('/admin/pages/about', {
    method: 'PUT',
    token,
    json: { content: { lead: { hu: '<p>Csak <em>piszkozat</em>.</p>' } } },
  });
  expect(aboutDraft.status).toBe(200);
  // An application with two documents (private files, one key per row).
  const applied = await call<{ id: number }>('/applications', {
    json: {
      name: 'Backup Buyer',
      email: 'buyer@example.com',
      phone: '+36 30 123 4567',
      country: 'HU',
      city: 'Pécs',
      household: 'A flat.',
      experience: 'None yet.',
      preferredSex: 'female',
      preferredColor: 'blue',
      litter: 'any',
      timing: 'Spring',
      message: '',
      locale: 'hu',
      consent: true,
      website: '',
      start: signedStart(10_000),
    },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  applicationId = applied.body.id;
  for (const [name, data, kind] of [
    ['szerződés.pdf', minimalPdf(), 'contract'],
    ['törzskönyv.png', await png(), 'pedigree'],
  ] as const) {
    const added = await call(`/admin/applications/${applicationId}/documents`, {
      token,
      body: documentForm({ name, data }, { kind }),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  // A diary update of the puppy, with a private photo (only behind signed links).
  const diaryEntry = await call<{ id: number }>('/admin/diary', {
    token,
    json: {
      dogId: ids[0],
      text: { hu: 'Ma 1200 gramm.' },
      weights: [{ dogId: ids[0], grams: 1200 }],
      healthEvents: [{ kind: 'deworming', date: '2026-11-02', note: '' }],
    },
  });
  expect(diaryEntry.status).toBe(201);
  const diaryPhoto = await call(`/admin/diary/${diaryEntry.body.id}/images`, {
    token,
    body: form([{ name: 'diary.jpg', data: await jpeg(500, 400, '#864') }]),
  });
  expect(diaryPhoto.status).toBe(201);
  deletedDogId = ids[2]!;
  expect((await call(`/admin/dogs/${deletedDogId}`, { method: 'DELETE', token })).status).toBe(204);
  before = await snapshot(call, source.url, token);
  expect(before.dogs).toHaveLength(2);
  expect(before.enquiries).toHaveLength(3);
  expect(before.enquiries[0]).toMatchObject({ dog: null, dogName: 'Csoki Backup' });
  expect(before.enquiries[1]).toMatchObject({ status: 'answered' });
  expect(before.files.size).toBeGreaterThan(5);
});

afterAll(async () => {
  await source?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it.skipIf(onPostgres)('refuses while the site runs on the embedded database', async () => {
    const run = await script('backup', archive, source.env);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/The site \(process \d+\) is running on .*Stop it/);
    expect(existsSync(archive)).toBe(false);
  });

  it('writes one archive of the database and every photo', async () => {
    let run: Run = { code: -1, output: '' };
    // PostgreSQL: a consistent snapshot while the site runs; PGlite: with the site stopped.
    if (onPostgres) run = await script('backup', archive, source.env);
    else await source.restart(async () => void (run = await script('backup', archive, source.env)));
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`Backup written to ${archive}`);
    const names: string[] = [];
    for await (const file of readTar([gunzipSync(readFileSync(archive))])) names.push(file.name);
    expect(names[0]).toBe('database.json');
    expect(names.at(-1)).toBe('manifest.json');
    const photos = names.filter((name) => name.startsWith('uploads/')).map((n) => n.slice(8));
    expect(photos.sort()).toEqual(
      [...before.files.keys()].map((url) => url.split('/').pop()).sort(),
    );
    // An existing archive is never overwritten.
    const again = await script('backup', archive, source.env);
    expect(again.code).toBe(1);
    expect(again.output).toContain('exists already');
  });
});

describe('npm run restore', () => {
  it('brings a fresh DATA_DIR back to the same state, and the site carries on', async () => {
    const target = await freshTarget();
    const run = await script('restore', archive, target.env);
    expect(run.code, run.output).toBe(0);
    const restored = await startServer({
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.env.DATABASE_URL!,
    });
    try {
      const api = client(restored.url);
      const login = await api<{ token: string }>('/auth/login', {
        json: { email: ADMIN.email, password: ADMIN.password },
      });
      expect(login.status).toBe(200);
      const after = await snapshot(api, restored.url, login.body.token);
      expect(after.dogs).toEqual(before.dogs);
      expect(after.gallery).toEqual(before.gallery);
      expect(after.info).toEqual(before.info);
      expect(after.enquiries).toEqual(before.enquiries);
      expect(after.litters).toEqual(before.litters);
      expect(after.news).toEqual(before.news);
      expect(before.news).toHaveLength(1);
      expect(before.news[0].images).toHaveLength(1);
      expect(before.news[0].litter.id).toBe(before.litters[0].id);
      expect(after.faq).toEqual(before.faq);
      expect(after.diary).toEqual(before.diary);
      expect(before.diary).toHaveLength(1);
      expect(before.diary[0].images).toHaveLength(1);
      expect(before.faq.entries).toHaveLength(5);
      expect(after.aboutPage).toEqual(before.aboutPage);
      expect(after.aboutVersions).toEqual(before.aboutVersions);
      expect(after.documents).toEqual(before.documents);
      expect(before.documents.map((d) => d.kind)).toEqual(['pedigree', 'contract']);
      expect(before.aboutPage).toMatchObject({ changed: true, publishedNumber: 1 });
      expect(before.aboutPage.photos).toHaveLength(1);
      expect(before.litters).toHaveLength(1);
      expect(before.litters[0].images).toHaveLength(1);
      expect(before.dogs[1].litterId).toBe(before.litters[0].id);
      expect([...after.files.keys()]).toEqual([...before.files.keys()]);
      for (const [url, bytes] of before.files)
        expect(after.files.get(url)!.equals(bytes)).toBe(true);
      const page = await fetch(`${restored.url}/${before.dogs[1].slug}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(before.dogs[1].name);
      expect(before.dogs.map((d: { kind: string }) => d.kind).sort()).toEqual(['parent', 'puppy']);
      expect(before.dogs[1].motherId).toBe(before.dogs[0].id);
      expect(before.dogs[1].images[0].focal).toEqual({ x: 0.4, y: 0.2 });
      const oldAddress = await fetch(`${restored.url}/afonya-backup`, { redirect: 'manual' });
      expect(oldAddress.status).toBe(308);
      expect(oldAddress.headers.get('location')).toMatch(/\/afonya-renamed$/);

      // Ids go on past every id ever given, the deleted dog's and its photo's included
      // (PostgreSQL sequences may skip ahead, never back).
      const next = await api<{ id: number }>('/admin/dogs', {
        token: login.body.token,
        json: { ...DOG, name: 'After Restore' },
      });
      expect(next.status).toBe(201);
      expect(next.body.id).toBeGreaterThan(deletedDogId);
      const lastDogPhotoId = Math.max(...before.dogs.flatMap((d) => d.images).map((i) => i.id));
      const photo = await api<{ images: { id: number }[] }>(`/admin/dogs/${next.body.id}/images`, {
        token: login.body.token,
        body: form([{ name: 'new.jpg', data: await jpeg() }]),
      });
      expect(photo.status).toBe(201);
      expect(photo.body.images[0]!.id).toBeGreaterThan(lastDogPhotoId + 1);

      // A second restore into it is refused, and leaves it as it was.
      let again: Run = { code: -1, output: '' };
      await restored.restart(
        async () => void (again = await script('restore', archive, target.env)),
      );
      expect(again.code, again.output).toBe(1);
      expect(again.output).toMatch(/already holds/);
      expect((await api<any[]>('/admin/dogs', { token: login.body.token })).body).toHaveLength(3);
    } finally {
      await restored.stop();
      await target.drop();
    }
  });

  it('refuses a database that holds data even when DATA_DIR has no photos', async () => {
    const target = await freshTarget();
    const site = await startServer({
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.env.DATABASE_URL!,
    });
    try {
      expect((await client(site.url)('/auth/signup', { json: ADMIN })).status).toBe(201);
      let run: Run = { code: -1, output: '' };
      await site.restart(async () => void (run = await script('restore', archive, target.env)));
      expect(run.code, run.output).toBe(1);
      expect(run.output).toContain('already holds data (users: 1)');
      expect(leftovers(target.dataDir).filter((name) => name !== 'auth-secret')).toEqual([]);
      expect((await client(site.url)<any[]>('/dogs')).body).toEqual([]);
    } finally {
      await site.stop();
      await target.drop();
    }
  });

  it('refuses a damaged or truncated archive before writing anything', async () => {
    const good = readFileSync(archive);
    const flipped = Buffer.from(good);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    const tampered = path.join(work, 'tampered.tar.gz');
    // Valid gzip and tar, but a file differs from its manifest entry.
    const files: TarFile[] = [];
    for await (const file of readTar([gunzipSync(good)])) files.push(file);
    const photo = files.find((f) => f.name.startsWith('uploads/'))!;
    photo.data = Buffer.concat([photo.data.subarray(0, -1), Buffer.from([photo.data.at(-1)! ^ 1])]);
    const chunks: Buffer[] = [];
    for await (const chunk of writeTar(files)) chunks.push(chunk);
    writeFileSync(tampered, gzipSync(Buffer.concat(chunks)));
    const cases = {
      flipped: [flipped, /damaged or incomplete/],
      truncated: [good.subarray(0, Math.floor(good.length * 0.6)), /damaged or incomplete/],
      tampered: [readFileSync(tampered), /does not match its checksum/],
      'not an archive': [Buffer.from('just some text'), /damaged or incomplete/],
    } as const;
    for (const [label, [bytes, message]] of Object.entries(cases)) {
      const file = path.join(work, `${label.replace(/ /g, '-')}.tar.gz`);
      writeFileSync(file, bytes);
      const target = await freshTarget();
      try {
        const run = await script('restore', file, target.env);
        expect(run.code, `${label}: ${run.output}`).toBe(1);
        expect(run.output, label).toMatch(message);
        expect(leftovers(target.dataDir), label).toEqual([]);
        expect(await target.tables(), label).toBe(0);
      } finally {
        await target.drop();
      }
    }
  });

  it('leaves nothing behind when loading fails halfway, so a retry works', async () => {
    // Photo rows whose dogs are missing: the load fails inside the transaction.
    const broken = path.join(work, 'broken.tar.gz');
    await repack(broken, (dump) => {
      dump.tables.find((t: { name: string }) => t.name === 'dogs').rows = [];
    });
    const target = await freshTarget();
    try {
      const run = await script('restore', broken, target.env);
      expect(run.code, run.output).toBe(1);
      expect(run.output).toMatch(/changed nothing: .*foreign key/i);
      expect(leftovers(target.dataDir)).toEqual([]);
      if (onPostgres) expect(await target.tables()).toBe(0);
      const retry = await script('restore', archive, target.env);
      expect(retry.code, retry.output).toBe(0);
      expect(readdirSync(path.join(target.dataDir, 'uploads')).length).toBe(before.files.size);
    } finally {
      await target.drop();
    }
  });

  it('refuses rows the site cannot read, naming them, before writing anything', async () => {
    const crafted = path.join(work, 'crafted.tar.gz');
    await repack(crafted, (dump) => {
      const [first, second] = dump.tables.find((t: { name: string }) => t.name === 'dogs').rows;
      first.color = 'purple';
      second.health_tests = 'BOAS grade 1';
      dump.sequences.find((s: { table: string }) => s.table === 'gallery_images').lastValue =
        '2147483647';
      dump.tables.find((t: { name: string }) => t.name === 'booking_settings').rows = [
        {
          id: 1,
          meeting_url: 'javascript:alert(1)',
          version: 1,
          updated_at: new Date().toISOString(),
        },
      ];
    });
    const target = await freshTarget();
    try {
      const run = await script('restore', crafted, target.env);
      expect(run.code, run.output).toBe(1);
      expect(run.output).toContain('cannot read, so nothing was restored');
      expect(run.output).toMatch(/dogs row 1 \(id \d+\): color/);
      expect(run.output).toMatch(/dogs row 2 \(id \d+\): healthTests: invalidHealthTests/);
      expect(run.output).toMatch(/sequence of gallery_images\.id .*maximum/);
      expect(run.output).toContain('booking_settings row 1 (id 1): meetingUrl: invalidUrl');
      expect(leftovers(target.dataDir)).toEqual([]);
      expect(await target.tables()).toBe(0);
    } finally {
      await target.drop();
    }
  });

  it('refuses an archive from a newer version of the site', async () => {
    const newer = path.join(work, 'newer.tar.gz');
    await repack(newer, (dump) => {
      dump.migrations.push({ hash: 'f'.repeat(64), createdAt: 4_102_444_800_000 });
    });
    const target = await freshTarget();
    try {
      const run = await script('restore', newer, target.env);
      expect(run.code, run.output).toBe(1);
      expect(run.output).toContain('newer version of the site');
      expect(leftovers(target.dataDir)).toEqual([]);
    } finally {
      await target.drop();
    }
  });
});

// Without AUTH_SECRET the site signs with a key of its own DATA_DIR, which no backup carries (a
// copy of the archive must not sign in as the breeder): a restore says what a new key breaks.
// With PostgreSQL the site needs AUTH_SECRET, so there is no such key to lose.
describe.skipIf(onPostgres)('the signing key across a restore', () => {
  // Three sites start and two restores run: slow on a busy machine.
  it(
    'names the links a new key breaks, and keeps them with the old DATA_DIR/auth-secret',
    { timeout: 300_000 },
    async () => {
      const site = await startServer({ AUTH_SECRET: '' });
      const keyed = path.join(work, 'keyed.tar.gz');
      const targets: Awaited<ReturnType<typeof freshTarget>>[] = [];
      try {
        const api = client(site.url);
        const auth = await signupAdmin(api);
        const key = readFileSync(path.join(site.dataDir, 'auth-secret'), 'utf8').trim();
        expect(key).not.toBe('');
        const dog = await api<{ id: number }>('/admin/dogs', {
          token: auth,
          json: { ...DOG, name: 'Kulcs' },
        });
        expect(dog.status).toBe(201);
        const sent = await api<{ id: number }>('/enquiries', {
          json: {
            dogId: dog.body.id,
            name: 'Nagy Anna',
            email: 'anna@example.com',
            message: 'Meglátogatnánk.',
            locale: 'hu',
            consent: true,
            start: signedStart(60_000, key),
          },
        });
        expect(sent.status).toBe(201);
        // The link its acknowledgement carries (features/bookings/server/booking-links.ts).
        const id = sent.body.id;
        const visit = `/my/visit/${id}.${createHmac('sha256', key).update(`visit-booking:${id}`).digest('base64url')}`;
        expect((await fetch(`${site.url}${visit}`)).status).toBe(200);
        let backup: Run = { code: -1, output: '' };
        await site.restart(async () => void (backup = await script('backup', keyed, site.env)));
        expect(backup.code, backup.output).toBe(0);
        expect(backup.output).toMatch(/auth-secret\) is not in the archive: keep a copy/);
        const names: string[] = [];
        for await (const file of readTar([gunzipSync(readFileSync(keyed))])) names.push(file.name);
        expect(names.some((name) => name.includes('auth-secret'))).toBe(false);
        expect(gunzipSync(readFileSync(keyed)).includes(key)).toBe(false);

        /** Restores `keyed` into a fresh folder and starts the site there, without AUTH_SECRET. */
        const restoreAndOpen = async (prepare: (dataDir: string) => void) => {
          const target = await freshTarget();
          targets.push(target);
          prepare(target.dataDir);
          const run = await script('restore', keyed, { ...target.env, AUTH_SECRET: '' });
          expect(run.code, run.output).toBe(0);
          const restored = await startServer({ DATA_DIR: target.dataDir, AUTH_SECRET: '' });
          try {
            return { output: run.output, status: (await fetch(`${restored.url}${visit}`)).status };
          } finally {
            await restored.stop();
          }
        };

        const fresh = await restoreAndOpen(() => {});
        expect(fresh.output).toContain('No signing key here yet');
        expect(fresh.output).toMatch(/visit links .* enquiries about a puppy \(1 in this backup\)/);
        expect(fresh.output).toContain("admins' sessions and remembered devices");
        expect(fresh.output).toMatch(/copy the old site's DATA_DIR\/auth-secret to .*auth-secret/);
        expect(fresh.status).toBe(404);

        const kept = await restoreAndOpen((dataDir) =>
          copyFileSync(path.join(site.dataDir, 'auth-secret'), path.join(dataDir, 'auth-secret')),
        );
        expect(kept.output).toMatch(
          /The signing key here \(.*auth-secret\) is the backed-up site's/,
        );
        expect(kept.output).not.toContain('stops working');
        expect(kept.status).toBe(200);
      } finally {
        await site.stop();
        for (const target of targets) await target.drop();
      }
    },
  );
});
