import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inParallel } from './support/attack';
import { ADMIN, client, DOG, signupAdmin } from './support/client';
import { rawRequest, type RawResponse } from './support/raw';
import { startServer, type TestServer } from './support/server';
import { seedContent, snapshot, type Fixture } from './support/state';
import { signedStart } from './support/enquiry';
import { form, jpeg } from './support/images';

// Bad input, fuzzed: every JSON endpoint gets malformed, oversized, wrong-typed and extra-field
// bodies, table-driven and from a seeded generator (FUZZ_SEED, FUZZ_RUNS to vary it); each must
// be refused with a 4xx in the one error shape, never a 5xx, and nothing may be stored.

const ROOT = path.resolve(__dirname, '..', '..');
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const JSON_LIMIT = 64 * 1024;

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let fixture: Fixture;
let enquiryId: number;
let applicationId: number;
let questionId = 0;
/** An approved application waiting in the general line. */
let waitingId: number;
/** A litter of a parent of its own, with two photos. */
const litter = { id: 0, motherId: 0, photoIds: [] as number[] };
/** A news post with two photos, and the FAQ's ids. */
const news = { id: 0, photoIds: [] as number[], faqIds: [] as number[] };
/** A photo of the home page. */
let pagePhotoId = 0;
/** A diary update of the fixture's puppy. */
const diary = { id: 0 };
/** A heat of the litter's mother, and a litter of hers to log puppies in. */
const records = { heatId: 0, litterId: 0 };

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
  // A hidden dog besides the fixture's: nothing may ever show or change it.
  const hidden = await call<any>('/admin/dogs', {
    token,
    json: { ...DOG, name: 'Hidden Hanna', enabled: false },
  });
  expect(hidden.status).toBe(201);
  fixture = await seedContent(call, token, { email: 'hello@kennel.example' });
  const pagePhoto = await call<any>('/admin/pages/home/photos', {
    token,
    body: form([{ name: 'hero.jpg', data: await jpeg(320, 240) }]),
  });
  expect(pagePhoto.status).toBe(201);
  pagePhotoId = pagePhoto.body.images[0].id;
  const enquiry = await call<{ id: number }>('/enquiries', {
    json: {
      dogId: fixture.dogId,
      name: 'Kovács Éva',
      email: 'eva@example.com',
      message: 'Szeretnék többet tudni róla.',
      locale: 'hu',
      consent: true,
      start: signedStart(),
    },
  });
  expect(enquiry.status).toBe(201);
  enquiryId = enquiry.body.id;
  const application = await call<{ id: number }>('/applications', {
    json: APPLICATION(),
    headers: { 'x-forwarded-for': '198.51.100.77' },
  });
  expect(application.status).toBe(201);
  applicationId = application.body.id;
  const question = await call<{ id: number }>('/admin/application-questions', {
    token,
    json: { kind: 'yesno', label: { en: 'Garden?', hu: 'Kert?', de: 'Garten?' } },
  });
  expect(question.status).toBe(201);
  questionId = question.body.id;
  const waiting = await call<{ id: number }>('/applications', {
    json: { ...APPLICATION(), email: 'vera@example.com' },
    headers: { 'x-forwarded-for': '198.51.100.78' },
  });
  expect(waiting.status).toBe(201);
  waitingId = waiting.body.id;
  const approved = await call(`/admin/applications/${waitingId}`, {
    method: 'PATCH',
    token,
    json: { decision: 'approve' },
  });
  expect(approved.status).toBe(200);
  const mother = await call<any>('/admin/dogs', {
    token,
    json: { ...DOG, name: 'Fuzz Mother', kind: 'parent', birthday: '2021-01-02' },
  });
  const created = await call<any>('/admin/litters', {
    token,
    json: { motherId: mother.body.id, status: 'expected', expectedAt: '2026-12-01' },
  });
  const photos = await call<any>(`/admin/litters/${created.body.id}/images`, {
    token,
    body: form([
      { name: 'l1.jpg', data: await jpeg(400, 300) },
      { name: 'l2.jpg', data: await jpeg(300, 400) },
    ]),
  });
  expect([mother.status, created.status, photos.status]).toEqual([201, 201, 201]);
  Object.assign(litter, {
    id: created.body.id,
    motherId: mother.body.id,
    photoIds: photos.body.images.map((i: any) => i.id),
  });
  const post = await call<any>('/admin/news', { token, json: { title: { en: 'Fuzz post' } } });
  const postPhotos = await call<any>(`/admin/news/${post.body.id}/images`, {
    token,
    body: form([
      { name: 'n1.jpg', data: await jpeg(400, 300) },
      { name: 'n2.jpg', data: await jpeg(300, 400) },
    ]),
  });
  const faq = await call<any>('/admin/faq', { token });
  expect([post.status, postPhotos.status, faq.status]).toEqual([201, 201, 200]);
  Object.assign(news, {
    id: post.body.id,
    photoIds: postPhotos.body.images.map((i: any) => i.id),
    faqIds: faq.body.entries.map((e: any) => e.id),
  });
  const entry = await call<any>('/admin/diary', {
    token,
    json: { dogId: fixture.dogId, text: { en: 'Fuzz diary' } },
  });
  expect(entry.status).toBe(201);
  diary.id = entry.body.id;
  const heat = await call<any>(`/admin/dogs/${litter.motherId}/heats`, {
    token,
    json: { startedAt: '2024-01-02' },
  });
  const whelping = await call<any>('/admin/litters', {
    token,
    json: { motherId: litter.motherId, status: 'expected' },
  });
  expect([heat.status, whelping.status]).toEqual([201, 201]);
  Object.assign(records, { heatId: heat.body.id, litterId: whelping.body.id });
});

const APPLICATION = () => ({
  name: 'Fuzzy Flóra',
  email: 'flora@example.com',
  phone: '+36 30 123 4567',
  country: 'HU',
  city: 'Győr',
  household: 'Ketten vagyunk.',
  experience: 'Semmi.',
  preferredSex: 'any',
  preferredColor: 'blue',
  litter: 'any',
  timing: 'Ősszel',
  message: '',
  answers: {},
  locale: 'hu',
  consent: true,
  website: '',
  start: signedStart(),
});
const LABELS_BAD = [{ en: '' }, { en: 'x'.repeat(301) }, { en: 'Ok', fr: 'Non' }, 'text', null];
afterAll(() => server?.stop());

const state = () => snapshot(call, token, server.dataDir);

// ---------------------------------------------------------------------------------------------
// Bodies

/** JSON text written as is, for what JSON.stringify cannot produce (1e309, -0, 1e-400). */
class Raw {
  constructor(readonly text: string) {}
}

function encode(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(encode).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${encode(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

function typeOf(value: unknown): JsonType {
  if (value instanceof Raw) return 'number';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonType;
}

interface Endpoint {
  /** As the OpenAPI document names it. */
  name: string;
  method: string;
  path: () => string;
  auth: boolean;
  /** A body the endpoint accepts (or refuses only for its content: a wrong password, …). */
  valid: () => Record<string, unknown>;
  /** The JSON types each known field may have. */
  fields: Record<string, JsonType[]>;
  required: string[];
  /** Values of the right type that are still wrong, per field. */
  invalid: Record<string, unknown[]>;
  /** Takes an HTML form's urlencoded body too (it answers that with a redirect, not a 415). */
  form?: boolean;
  /** Its body limit, when larger than JSON_LIMIT (a page's three languages of text). */
  limit?: number;
}

const TEXT_BAD = ['a\u0000b', '\u0000', 'x\ud800', '\udfff', 'end\ud83d'];
const NAMES_BAD = ['', '   ', '\t\n', 'x'.repeat(81)];
const EMAILS_BAD = [
  'nope',
  'a@',
  '@b.hu',
  'a@b',
  'a b@c.hu',
  `${'a'.repeat(250)}@b.hu`,
  'a@b.hu\u0000',
];
const PASSWORDS_BAD = ['short1', 'has space 1', 'ékezetes123', 'symbols!!1', 'x'.repeat(21), ''];
const BIRTHDAYS_BAD = [
  '2020-02-30',
  '2021-02-29',
  '2019-04-31',
  '0000-01-01',
  '1899-12-31',
  '2020-13-01',
  '2020-00-10',
  '2020-01-00',
  '2020-1-1',
  '20200101',
  '2020-01-01T00:00:00Z',
  '+002020-01-01',
  ' 2020-01-01',
  '2020-01-01 ',
  '2999-01-01',
  '9999-12-31',
  'NaN',
  'today',
  '',
];
const PRICES_BAD = [
  -1,
  1.5,
  -0.5,
  1_000_001,
  new Raw('1e309'),
  new Raw('-1e309'),
  new Raw('1e21'),
  2 ** 53 + 2,
];
const PHONES_BAD = [
  'abc',
  '+',
  '12',
  '+36-30-123',
  '+36 30 123 4567 ext 1',
  '++3630123456',
  '0'.repeat(30),
];
const URLS_BAD = [
  'http://facebook.com/x',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,hi',
  'https://',
  'https://localhost',
  'https://x',
  'ftp://x.com',
  'https://exa mple.com',
  `https://x.com/${'a'.repeat(500)}`,
  '//evil.example',
];
const IDS_BAD = [
  [0],
  [-1],
  [1.5],
  ['1'],
  [null],
  [1, 1],
  [2147483648],
  [new Raw('1e309')],
  [[1]],
  [{}],
  Array.from({ length: 1001 }, (_, i) => i + 1),
];

const dogFields: Record<string, JsonType[]> = {
  name: ['string'],
  color: ['string'],
  birthday: ['string'],
  gender: ['string'],
  description: ['object'],
  price: ['number', 'null'],
  enabled: ['boolean'],
  foundParent: ['boolean'],
  reserved: ['boolean'],
  kind: ['string'],
  registration: ['string'],
  healthTests: ['array'],
  motherId: ['number', 'null'],
  fatherId: ['number', 'null'],
  litterId: ['number', 'null'],
  chipNumber: ['string'],
  countryOfBirth: ['string'],
  petPassport: ['boolean', 'null'],
  vaccinations: ['array'],
  photoWithMother: ['number', 'null'],
};
const PARENT_IDS_BAD = [-1, 1.5, new Raw('1e309'), 2147483648, 999999];
const dogInvalid: Record<string, unknown[]> = {
  name: NAMES_BAD,
  color: ['pink', 'BLUE', ' blue', 'blue\u0000', ''],
  birthday: BIRTHDAYS_BAD,
  gender: ['x', 'Male', 'female '],
  description: [
    { fr: 'non' },
    { en: 5 },
    { en: 'x'.repeat(5001) },
    { en: null },
    { __proto__x: 'y' },
  ],
  price: PRICES_BAD,
  enabled: [],
  foundParent: [],
  reserved: [],
  kind: ['adult', 'Parent', 'parent ', ''],
  litterId: PARENT_IDS_BAD,
  registration: ['x'.repeat(61)],
  healthTests: [
    [{ name: '', result: 'Clear' }],
    [{ name: 'BOAS' }],
    [{ name: 'BOAS', result: 'Grade 1', date: '2999-01-01' }],
    [{ name: 'BOAS', result: 'Grade 1', date: '1.2.2024' }],
    [{ name: 'BOAS', result: 'Grade 1', extra: 1 }],
    ['BOAS'],
    Array.from({ length: 21 }, () => ({ name: 'DNA', result: 'Clear' })),
    // Structured entries.
    [{ kind: 'boas', grade: 4, date: '2024-01-01' }],
    [{ kind: 'boas', grade: '1', date: '2024-01-01' }],
    [{ kind: 'huu', status: 'clear' }],
    [{ kind: 'colour', genotype: { a: 'B/b' }, date: '2024-01-01' }],
    [{ kind: 'xray', date: '2024-01-01' }],
    [{ kind: 'dm', status: 'clear', date: '2024-01-01', certificateId: -1 }],
  ],
  motherId: PARENT_IDS_BAD,
  fatherId: PARENT_IDS_BAD,
  chipNumber: ['12345', '9001234567890123', 'abcdefghijklmno', '34809810012345x'],
  countryOfBirth: ['HUN', 'H', '1A', '', 'hu\u0000'],
  petPassport: [],
  vaccinations: [
    [{ kind: '', date: '2025-01-01' }],
    [{ kind: 'DHPPi' }],
    [{ kind: 'DHPPi', date: '2999-01-01' }],
    [{ kind: 'DHPPi', date: '2025-01-01', extra: 1 }],
    ['rabies'],
    Array.from({ length: 21 }, () => ({ kind: 'DHPPi', date: '2025-01-01' })),
  ],
  photoWithMother: [0, -1, 1.5, new Raw('1e309'), 2147483648],
};
const FOCAL_BAD = [
  { x: 1.01, y: 0.5 },
  { x: -0.1, y: 0.5 },
  { x: 0.5 },
  { x: '0.5', y: 0.5 },
  { x: 0.5, y: 0.5, z: 0 },
  { x: new Raw('1e309'), y: 0 },
];

const litterFields: Record<string, JsonType[]> = {
  motherId: ['number'],
  fatherId: ['number', 'null'],
  outsideSire: ['object', 'null'],
  status: ['string'],
  matedAt: ['string', 'null'],
  expectedAt: ['string', 'null'],
  bornAt: ['string', 'null'],
  expected: ['object'],
  born: ['object'],
  note: ['object'],
  confirmAffectedOffspring: ['boolean'],
};
const litterInvalid: Record<string, unknown[]> = {
  motherId: PARENT_IDS_BAD,
  fatherId: PARENT_IDS_BAD,
  outsideSire: [
    { name: '', registration: 'X' },
    { name: 'A' },
    { name: 'A', registration: 'B', x: 1 },
  ],
  status: ['weaned', 'Planned', ' born', ''],
  matedAt: BIRTHDAYS_BAD,
  expectedAt: ['2026-13-01', '1.2.2026', ''],
  bornAt: ['2999-01-01', '0000-01-01'],
  expected: [{ males: -1 }, { males: 21 }, { males: 1.5 }, { colors: { merle: 1 } }, { x: 1 }],
  born: [{ females: -1 }, { colors: { blue: -2 } }],
  note: [{ fr: 'non' }, { en: 5 }, { en: 'x'.repeat(5001) }],
  confirmAffectedOffspring: ['yes', 1],
};

const RICH_BAD = [{ fr: 'x' }, { en: 5 }, { en: { type: 'paragraph' } }, { en: [] }];
const newsFields: Record<string, JsonType[]> = {
  slug: ['string'],
  title: ['object'],
  body: ['object'],
  publishAt: ['string'],
  litterId: ['number', 'null'],
};
const newsInvalid: Record<string, unknown[]> = {
  slug: ['Not A Slug', '2026', 'feed', '', 'a--b', 'x'.repeat(81)],
  title: [{}, { fr: 'Titre' }, { en: 5 }, { en: 'x'.repeat(151) }, { en: '', hu: '' }],
  body: RICH_BAD,
  publishAt: ['tomorrow', '2026-12-01', '2026-13-01T09:00:00Z', '2026-12-01T09:00:00'],
  litterId: PARENT_IDS_BAD,
};
/** `record` without `key`: the fields a patch takes. */
function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}

const faqFields: Record<string, JsonType[]> = { question: ['object'], answer: ['object'] };
const faqInvalid: Record<string, unknown[]> = {
  question: [{}, { fr: 'Q?' }, { en: 5 }, { en: 'x'.repeat(301) }, { en: ' ' }],
  answer: RICH_BAD,
};

const diaryFields: Record<string, JsonType[]> = {
  dogId: ['number', 'null'],
  litterId: ['number', 'null'],
  text: ['object'],
  weights: ['array'],
  healthEvents: ['array'],
};
const diaryInvalid = (): Record<string, unknown[]> => ({
  dogId: [0, ...PARENT_IDS_BAD, litter.motherId],
  litterId: [0, ...PARENT_IDS_BAD, litter.id],
  text: [{ fr: 'x' }, { en: 5 }, { en: 'x'.repeat(4001) }, { de: null }],
  weights: [
    [{ dogId: fixture.dogId, grams: 10 }],
    [{ dogId: fixture.dogId, grams: 1.5 }],
    [{ dogId: fixture.dogId }],
    [{ dogId: litter.motherId, grams: 5000 }],
    [
      { dogId: fixture.dogId, grams: 900 },
      { dogId: fixture.dogId, grams: 950 },
    ],
    [{ dogId: fixture.dogId, grams: 900, extra: 1 }],
  ],
  healthEvents: [
    [{ kind: 'bath', date: '2026-11-01' }],
    [{ kind: 'vaccination', date: 'yesterday' }],
    [{ kind: 'vaccination' }],
    [{ kind: 'vaccination', date: '2026-11-01', note: 'x'.repeat(201) }],
    Array.from({ length: 11 }, () => ({ kind: 'deworming', date: '2026-11-01' })),
  ],
});

/** A heat in order: results and matings after its first day, none in the future. */
const HEAT = () => ({
  startedAt: '2024-01-02',
  progesterone: [
    { date: '2024-01-08', ngPerMl: 1.9 },
    { date: '2024-01-10', ngPerMl: 6.2 },
  ],
  matings: ['2024-01-12'],
  ovulationAt: '2024-01-10',
  note: 'Fuzz heat',
});
const heatFields: Record<string, JsonType[]> = {
  startedAt: ['string'],
  progesterone: ['array'],
  matings: ['array'],
  ovulationAt: ['string', 'null'],
  litterId: ['number', 'null'],
  note: ['string'],
};
const heatInvalid = {
  startedAt: ['2024-13-01', 'soon', '2999-01-01', '0000-01-01'],
  progesterone: [
    [{ date: '2024-01-08', ngPerMl: 500 }],
    [{ date: '2024-01-08', ngPerMl: -1 }],
    [{ date: '2023-12-30', ngPerMl: 1 }],
    [{ date: '2024-01-08' }],
    [{ date: '2024-01-08', ngPerMl: 1, lab: 'x' }],
  ],
  matings: [['2023-12-31'], ['2024-01-12', '2024-01-12'], ['2999-01-01'], [12]],
  ovulationAt: ['2023-12-01', '2999-01-01'],
  litterId: [0, -1, 1.5, 999999],
  note: ['x'.repeat(2001)],
};

const ENDPOINTS: Endpoint[] = [
  // A video upload's start (its bytes follow as raw pieces, not JSON).
  {
    name: 'POST /admin/videos',
    method: 'POST',
    path: () => '/api/admin/videos',
    auth: true,
    valid: () => ({ target: 'dog', targetId: fixture.dogId, size: 1000 }),
    fields: { target: ['string'], targetId: ['number'], size: ['number'] },
    required: ['target', 'targetId', 'size'],
    invalid: {
      target: ['', 'gallery', 'DOG'],
      targetId: [0, -1, 1.5, 2147483648],
      size: [0, -1, 1.5],
    },
  },
  // No submission has this id: the valid body is refused only for that (404), bad ones sooner.
  {
    name: 'PATCH /admin/owner-stories/{id}',
    method: 'PATCH',
    path: () => '/api/admin/owner-stories/999999',
    auth: true,
    valid: () => ({ action: 'edit', text: 'Fuzzed story.' }),
    fields: { action: ['string'], text: ['string'] },
    required: ['action', 'text'],
    invalid: { action: ['', 'publish', 'APPROVE'], text: ['x'.repeat(1501), ...TEXT_BAD] },
  },
  {
    name: 'POST /admin/diary',
    method: 'POST',
    path: () => '/api/admin/diary',
    auth: true,
    valid: () => ({ dogId: fixture.dogId, text: { en: 'Fuzzed update' } }),
    fields: diaryFields,
    required: [],
    get invalid() {
      return diaryInvalid();
    },
  },
  {
    name: 'PUT /admin/diary/{id}',
    method: 'PUT',
    path: () => `/api/admin/diary/${diary.id}`,
    auth: true,
    valid: () => ({ dogId: fixture.dogId, text: { en: 'Changed' }, version: 1 }),
    fields: { ...diaryFields, version: ['number'] },
    required: [],
    get invalid() {
      return { ...diaryInvalid(), version: [0, -1, 1.5, 2147483648] };
    },
  },
  {
    name: 'POST /admin/news',
    method: 'POST',
    path: () => '/api/admin/news',
    auth: true,
    valid: () => ({ title: { en: 'Fuzzed news' }, body: { en: '<p>Text</p>' } }),
    fields: newsFields,
    required: ['title'],
    invalid: newsInvalid,
  },
  {
    name: 'PATCH /admin/news/{id}',
    method: 'PATCH',
    path: () => `/api/admin/news/${news.id}`,
    auth: true,
    valid: () => ({ title: { de: 'Neu' } }),
    fields: without(newsFields, 'slug'),
    required: [],
    invalid: {
      ...without(newsInvalid, 'slug'),
      title: [{ fr: 'Titre' }, { en: 5 }, { en: 'x'.repeat(151) }, { en: '', hu: '', de: '' }],
    },
  },
  {
    name: 'PUT /admin/news/{id}/images/order',
    method: 'PUT',
    path: () => `/api/admin/news/${news.id}/images/order`,
    auth: true,
    valid: () => ({ ids: [...news.photoIds].reverse() }),
    fields: { ids: ['array'] },
    required: ['ids'],
    get invalid() {
      return { ids: [...IDS_BAD, [news.photoIds[0]], [...news.photoIds, 999]] };
    },
  },
  {
    name: 'PATCH /admin/news/{id}/images/{imageId}',
    method: 'PATCH',
    path: () => `/api/admin/news/${news.id}/images/${news.photoIds[0]}`,
    auth: true,
    valid: () => ({ focal: { x: 0.5, y: 0.5 } }),
    fields: { focal: ['object', 'null'] },
    required: ['focal'],
    invalid: { focal: FOCAL_BAD },
  },
  // Before the FAQ's POST: the order holds every question, and that adds one.
  {
    name: 'PUT /admin/faq/order',
    method: 'PUT',
    path: () => '/api/admin/faq/order',
    auth: true,
    valid: () => ({ ids: [...news.faqIds].reverse() }),
    fields: { ids: ['array'] },
    required: ['ids'],
    get invalid() {
      return { ids: [...IDS_BAD, [news.faqIds[0]], [...news.faqIds, 999]] };
    },
  },
  {
    name: 'POST /admin/faq',
    method: 'POST',
    path: () => '/api/admin/faq',
    auth: true,
    valid: () => ({ question: { en: 'Fuzzed?' }, answer: { en: '<p>Yes.</p>' } }),
    fields: faqFields,
    required: ['question'],
    invalid: faqInvalid,
  },
  {
    name: 'PATCH /admin/faq/{id}',
    method: 'PATCH',
    path: () => `/api/admin/faq/${news.faqIds[0]}`,
    auth: true,
    valid: () => ({ question: { de: 'Neu?' } }),
    fields: faqFields,
    required: [],
    invalid: { question: [{ fr: 'Q?' }, { en: 5 }, { en: 'x'.repeat(301) }], answer: RICH_BAD },
  },
  {
    name: 'POST /auth/signup',
    method: 'POST',
    path: () => '/api/auth/signup',
    auth: false,
    valid: () => ({ name: 'Eve', email: 'eve@example.com', password: 'Another123' }),
    fields: { name: ['string'], email: ['string'], password: ['string'] },
    required: ['name', 'email', 'password'],
    invalid: { name: NAMES_BAD.slice(0, 3), email: EMAILS_BAD, password: PASSWORDS_BAD },
  },
  {
    name: 'POST /auth/login',
    method: 'POST',
    path: () => '/api/auth/login',
    auth: false,
    valid: () => ({ email: ADMIN.email, password: 'WrongGuess1' }),
    fields: { email: ['string'], password: ['string'] },
    required: ['email', 'password'],
    invalid: { email: EMAILS_BAD, password: ['', 'x'.repeat(201)] },
  },
  {
    name: 'PUT /auth/password',
    method: 'PUT',
    path: () => '/api/auth/password',
    auth: true,
    valid: () => ({ currentPassword: 'NotTheRight1', newPassword: 'Whatever123' }),
    fields: { currentPassword: ['string'], newPassword: ['string'] },
    required: ['currentPassword', 'newPassword'],
    invalid: { currentPassword: ['', 'x'.repeat(201)], newPassword: PASSWORDS_BAD },
  },
  {
    name: 'PATCH /auth/user',
    method: 'PATCH',
    path: () => '/api/auth/user',
    auth: true,
    valid: () => ({ locale: 'en' }),
    fields: { locale: ['string'] },
    required: ['locale'],
    invalid: { locale: ['', 'fr', 'HU'] },
  },
  {
    name: 'POST /auth/password-reset',
    method: 'POST',
    path: () => '/api/auth/password-reset',
    auth: false,
    valid: () => ({ email: ADMIN.email, locale: 'hu' }),
    fields: { email: ['string'], locale: ['string'] },
    required: ['email', 'locale'],
    invalid: { email: EMAILS_BAD, locale: ['', 'fr', 'HU'] },
  },
  {
    name: 'PUT /auth/password-reset',
    method: 'PUT',
    path: () => '/api/auth/password-reset',
    auth: false,
    valid: () => ({ token: 'a'.repeat(43), password: 'Whatever123' }),
    fields: { token: ['string'], password: ['string'] },
    required: ['token', 'password'],
    invalid: { token: ['', 'a'.repeat(42), `${'a'.repeat(42)}=`], password: PASSWORDS_BAD },
  },
  {
    name: 'PUT /facts',
    method: 'PUT',
    path: () => '/api/facts',
    auth: true,
    valid: () => ({
      kennelName: 'Budapest Frenchies',
      foundingYear: 2014,
      priceIncludes: { en: ['EU pet passport'], hu: null, de: 'EU-Heimtierausweis' },
      pedigreeFee: 350,
      pedigreeCurrency: 'EUR',
      airlines: ['Lufthansa', 'LOT Polish Airlines'],
      businessName: 'Kennel Kft.',
      address: 'Fő utca 1.\n1011 Budapest',
      taxNumber: '12345676-1-42',
      felirId: 'HU123456',
    }),
    fields: {
      kennelName: ['string', 'null'],
      foundingYear: ['number', 'string', 'null'],
      priceIncludes: ['object', 'null'],
      pedigreeFee: ['number', 'string', 'null'],
      pedigreeCurrency: ['string', 'null'],
      airlines: ['array', 'string', 'null'],
      businessName: ['string', 'null'],
      address: ['string', 'null'],
      taxNumber: ['string', 'null'],
      felirId: ['string', 'null'],
    },
    required: [],
    invalid: {
      foundingYear: [1800, 3000, 'soon', 2014.5],
      pedigreeFee: [-1, 1_000_000, 'free'],
      pedigreeCurrency: ['XXX'],
      taxNumber: ['<script>', '-12', '1234', '12345678-1-42'],
      kennelName: ['x'.repeat(101)],
    },
  },
  {
    name: 'PUT /info',
    method: 'PUT',
    path: () => '/api/info',
    auth: true,
    valid: () => ({
      email: 'new@kennel.example',
      phone: '+36 1 234 5678',
      phoneAt: null,
      fbUrl: 'https://www.facebook.com/frenchies',
      instaUrl: '',
    }),
    fields: {
      email: ['string', 'null'],
      phone: ['string', 'null'],
      phoneAt: ['string', 'null'],
      fbUrl: ['string', 'null'],
      instaUrl: ['string', 'null'],
    },
    required: [],
    invalid: {
      email: EMAILS_BAD,
      phone: PHONES_BAD,
      phoneAt: PHONES_BAD,
      fbUrl: URLS_BAD,
      instaUrl: URLS_BAD,
    },
  },
  {
    name: 'POST /admin/dogs',
    method: 'POST',
    path: () => '/api/admin/dogs',
    auth: true,
    valid: () => ({ ...DOG, name: 'Fuzzy Fanni', enabled: false, foundParent: true }),
    fields: dogFields,
    required: ['name', 'color', 'birthday', 'gender'],
    invalid: dogInvalid,
  },
  {
    name: 'PATCH /admin/dogs/{id}',
    method: 'PATCH',
    path: () => `/api/admin/dogs/${fixture.dogId}`,
    auth: true,
    valid: () => ({ name: 'Renamed Rudi', price: null, description: { de: 'Neu' } }),
    fields: dogFields,
    required: [],
    invalid: dogInvalid,
  },
  {
    name: 'PUT /admin/dogs/{id}/pedigree',
    method: 'PUT',
    path: () => `/api/admin/dogs/${fixture.dogId}/pedigree`,
    auth: true,
    valid: () => ({ sire: { name: 'Rex', registration: 'HU 9/9' }, dam: null }),
    fields: { sire: ['object', 'null'], dam: ['object', 'null'], version: ['number'] },
    required: [],
    invalid: {
      sire: [{}, { name: '' }, { name: 'A', sire: { name: 'B', dam: 'x' } }, { name: 'A', age: 3 }],
      version: [-1, 1.5, 2147483648],
    },
  },
  {
    name: 'POST /admin/dogs/{id}/heats',
    method: 'POST',
    path: () => `/api/admin/dogs/${litter.motherId}/heats`,
    auth: true,
    valid: HEAT,
    fields: heatFields,
    required: ['startedAt'],
    invalid: heatInvalid,
  },
  {
    name: 'PUT /admin/heats/{id}',
    method: 'PUT',
    path: () => `/api/admin/heats/${records.heatId}`,
    auth: true,
    valid: () => ({ ...HEAT(), note: 'Second test' }),
    fields: { ...heatFields, version: ['number'] },
    required: ['startedAt'],
    invalid: { ...heatInvalid, version: [0, -1, 1.5, 2147483648] },
  },
  {
    name: 'POST /admin/litters/{id}/whelping',
    method: 'POST',
    path: () => `/api/admin/litters/${records.litterId}/whelping`,
    auth: true,
    valid: () => ({
      puppies: [
        { sex: 'female', colour: 'fawn', weightGrams: '31 dkg', bornAt: '2024-05-01T22:15:00Z' },
      ],
    }),
    fields: { puppies: ['array'], version: ['number'], confirmStartLog: ['boolean'] },
    required: ['puppies'],
    invalid: {
      puppies: [
        [],
        [{ sex: 'male', colour: 'blue', weightGrams: 40, bornAt: '2024-05-01T22:15:00Z' }],
        [{ sex: 'male', colour: 'blue', weightGrams: 2000, bornAt: '2024-05-01T22:15:00Z' }],
        [{ sex: 'male', colour: 'green', weightGrams: 300, bornAt: '2024-05-01T22:15:00Z' }],
        [{ sex: 'male', colour: 'blue', weightGrams: 300, bornAt: '2999-05-01T22:15:00Z' }],
        [{ sex: 'male', colour: 'blue', weightGrams: 'heavy', bornAt: '2024-05-01' }],
        [{ sex: 'it', colour: 'blue', weightGrams: 300, bornAt: '2024-05-01T22:15:00Z' }],
      ],
      version: [0, -1, 1.5, 2147483648],
    },
  },
  {
    name: 'PUT /admin/dogs/{id}/images/order',
    method: 'PUT',
    path: () => `/api/admin/dogs/${fixture.dogId}/images/order`,
    auth: true,
    valid: () => ({ ids: [...fixture.photoIds].reverse() }),
    fields: { ids: ['array'] },
    required: ['ids'],
    get invalid() {
      // Not this dog's photos: one missing, or one more.
      return { ids: [...IDS_BAD, [fixture.photoIds[0]], [...fixture.photoIds, 999]] };
    },
  },
  {
    name: 'POST /admin/litters',
    method: 'POST',
    path: () => '/api/admin/litters',
    auth: true,
    valid: () => ({ motherId: litter.motherId, status: 'planned', note: { en: 'Soon.' } }),
    fields: litterFields,
    required: ['motherId'],
    invalid: litterInvalid,
  },
  {
    name: 'PATCH /admin/litters/{id}',
    method: 'PATCH',
    path: () => `/api/admin/litters/${litter.id}`,
    auth: true,
    valid: () => ({ status: 'planned', note: { de: 'Bald.' } }),
    fields: litterFields,
    required: [],
    invalid: litterInvalid,
  },
  {
    name: 'PUT /admin/litters/{id}/images/order',
    method: 'PUT',
    path: () => `/api/admin/litters/${litter.id}/images/order`,
    auth: true,
    valid: () => ({ ids: [...litter.photoIds].reverse() }),
    fields: { ids: ['array'] },
    required: ['ids'],
    get invalid() {
      return { ids: [...IDS_BAD, [litter.photoIds[0]], [...litter.photoIds, 999]] };
    },
  },
  {
    name: 'PATCH /admin/litters/{id}/images/{imageId}',
    method: 'PATCH',
    path: () => `/api/admin/litters/${litter.id}/images/${litter.photoIds[0]}`,
    auth: true,
    valid: () => ({ focal: { x: 0.5, y: 0.5 } }),
    fields: { focal: ['object', 'null'] },
    required: ['focal'],
    invalid: { focal: FOCAL_BAD },
  },
  {
    name: 'POST /enquiries',
    method: 'POST',
    path: () => '/api/enquiries',
    auth: false,
    form: true,
    valid: () => ({
      dogId: fixture.dogId,
      name: 'Fuzzy Feri',
      email: 'feri@example.com',
      phone: '+36 30 123 4567',
      message: 'Is she still available?',
      locale: 'en',
      consent: true,
      website: '',
      start: signedStart(),
    }),
    fields: {
      dogId: ['number', 'null'],
      name: ['string'],
      email: ['string'],
      phone: ['string'],
      message: ['string'],
      locale: ['string'],
      consent: ['boolean'],
      website: ['string'],
      start: ['string'],
    },
    required: ['name', 'email', 'message', 'locale', 'consent'],
    invalid: {
      dogId: [0, -1, 1.5, 2147483648, 999_999],
      name: ['', '   ', '\t\n', 'x'.repeat(101)],
      email: EMAILS_BAD,
      phone: ['abc', '12', '+', '1'.repeat(41)],
      message: ['', '  ', 'x'.repeat(4001)],
      locale: ['fr', 'EN', ' en', ''],
      consent: [false],
      website: ['x'.repeat(201)],
      start: ['x'.repeat(101)],
    },
  },
  {
    name: 'POST /subscriptions',
    method: 'POST',
    path: () => '/api/subscriptions',
    auth: false,
    form: true,
    valid: () => ({
      email: 'fuzzy@example.com',
      locale: 'en',
      litterId: null,
      consent: true,
      website: '',
      start: signedStart(),
    }),
    fields: {
      email: ['string'],
      locale: ['string'],
      litterId: ['number', 'null'],
      consent: ['boolean'],
      website: ['string'],
      start: ['string'],
    },
    required: ['email', 'locale', 'consent'],
    invalid: {
      email: EMAILS_BAD,
      locale: ['fr', 'EN', ' en', ''],
      litterId: [0, -1, 1.5, 2147483648, 999_999],
      consent: [false],
      website: ['x'.repeat(201)],
      start: ['x'.repeat(101)],
    },
  },
  {
    name: 'POST /subscriptions/confirm',
    method: 'POST',
    path: () => '/api/subscriptions/confirm',
    auth: false,
    form: true,
    // No subscription has it: refused for its content only.
    valid: () => ({ token: 'A'.repeat(43) }),
    fields: { token: ['string'] },
    required: ['token'],
    invalid: { token: ['', 'x'.repeat(101)] },
  },
  {
    name: 'POST /link-mail/resend',
    method: 'POST',
    path: () => '/api/link-mail/resend',
    auth: false,
    form: true,
    // This server signed no such ticket: refused for its content only.
    valid: () => ({ ticket: `1.${'A'.repeat(43)}` }),
    fields: { ticket: ['string'] },
    required: ['ticket'],
    invalid: { ticket: ['', 'x'.repeat(65)] },
  },
  {
    name: 'PATCH /admin/enquiries/{id}',
    method: 'PATCH',
    path: () => `/api/admin/enquiries/${enquiryId}`,
    auth: true,
    valid: () => ({ status: 'answered' }),
    fields: { status: ['string'] },
    required: ['status'],
    invalid: { status: ['spam', 'NEW', ' new', ''] },
  },
  {
    name: 'PATCH /admin/dogs/{id}/images/{imageId}',
    method: 'PATCH',
    path: () => `/api/admin/dogs/${fixture.dogId}/images/${fixture.photoIds[0]}`,
    auth: true,
    valid: () => ({ focal: { x: 0.25, y: 0.75 } }),
    fields: { focal: ['object', 'null'] },
    required: ['focal'],
    invalid: { focal: FOCAL_BAD },
  },
  {
    name: 'PATCH /admin/gallery/{imageId}',
    method: 'PATCH',
    path: () => `/api/admin/gallery/${fixture.galleryIds[0]}`,
    auth: true,
    valid: () => ({ focal: null }),
    fields: { focal: ['object', 'null'] },
    required: ['focal'],
    invalid: { focal: FOCAL_BAD },
  },
  {
    name: 'POST /admin/pages/{page}/publish',
    method: 'POST',
    path: () => '/api/admin/pages/home/publish',
    auth: true,
    // The valid bodies are sent in this order, before any other write to the page: version 0.
    valid: () => ({ version: 0 }),
    fields: { version: ['number'] },
    required: [],
    invalid: { version: [-1, 1.5] },
  },
  {
    name: 'POST /admin/pages/{page}/versions/{number}/restore',
    method: 'POST',
    path: () => '/api/admin/pages/home/versions/1/restore',
    auth: true,
    // After the publish above: version 1 of the page, whose publish is number 1.
    valid: () => ({ version: 1 }),
    fields: { version: ['number'] },
    required: [],
    invalid: { version: [-1, 1.5] },
  },
  {
    name: 'PUT /admin/pages/{page}',
    method: 'PUT',
    path: () => '/api/admin/pages/home',
    auth: true,
    valid: () => ({ content: { heroTitle: { en: 'Puppies', hu: 'Kölykök' } } }),
    fields: { version: ['number'], content: ['object'] },
    required: ['content'],
    limit: 512 * 1024,
    invalid: {
      version: [-1, 1.5],
      content: [
        { heroTitle: { en: 'x'.repeat(121) } },
        { heroTitle: { en: '' } },
        { heroTitle: { fr: 'Chiots' } },
        { notABlock: { en: 'x' } },
        { heroPhoto: 'x' },
        { heroText: { en: 42 } },
      ],
    },
  },
  {
    name: 'PUT /admin/pages/{page}/photos/order',
    method: 'PUT',
    path: () => '/api/admin/pages/home/photos/order',
    auth: true,
    valid: () => ({ ids: [pagePhotoId] }),
    fields: { ids: ['array'] },
    required: ['ids'],
    get invalid() {
      return { ids: [...IDS_BAD, [], [pagePhotoId + 1000], [pagePhotoId, pagePhotoId + 1000]] };
    },
  },
  {
    name: 'PATCH /admin/pages/{page}/photos/{imageId}',
    method: 'PATCH',
    path: () => `/api/admin/pages/home/photos/${pagePhotoId}`,
    auth: true,
    valid: () => ({ focal: null }),
    fields: { focal: ['object', 'null'] },
    required: ['focal'],
    invalid: { focal: FOCAL_BAD },
  },
  {
    name: 'POST /applications',
    method: 'POST',
    path: () => '/api/applications',
    auth: false,
    form: true,
    valid: APPLICATION,
    fields: {
      name: ['string'],
      email: ['string'],
      phone: ['string'],
      country: ['string'],
      city: ['string'],
      household: ['string'],
      experience: ['string'],
      preferredSex: ['string'],
      preferredColor: ['string'],
      litter: ['string'],
      timing: ['string'],
      message: ['string'],
      answers: ['object'],
      locale: ['string'],
      consent: ['boolean'],
      website: ['string'],
      start: ['string'],
    },
    required: [
      'name',
      'email',
      'phone',
      'country',
      'city',
      'household',
      'experience',
      'timing',
      'locale',
      'consent',
    ],
    invalid: {
      name: NAMES_BAD.slice(0, 3),
      email: EMAILS_BAD,
      phone: ['abc', '12', '06 30 12', '1'.repeat(41)],
      country: ['XX', 'hu', '', 'HUN'],
      city: ['', ' ', 'x'.repeat(101)],
      household: ['', 'x'.repeat(2001)],
      experience: ['  ', 'x'.repeat(2001)],
      preferredSex: ['both', 'MALE'],
      preferredColor: ['pink', ''],
      litter: ['no-such-litter', 'A B', ''],
      timing: ['', 'x'.repeat(201)],
      message: ['x'.repeat(4001)],
      answers: [{ nope: 'x' }, { q1: 'x'.repeat(1001) }, { q1: 5 }],
      locale: ['fr', 'EN', ''],
      consent: [false],
      website: ['x'.repeat(201)],
      start: ['x'.repeat(101)],
    },
  },
  {
    name: 'PATCH /admin/applications/{id}',
    method: 'PATCH',
    path: () => `/api/admin/applications/${applicationId}`,
    auth: true,
    valid: () => ({ decision: 'approve', message: 'Welcome!' }),
    fields: { decision: ['string'], message: ['string'], version: ['number'] },
    required: ['decision'],
    invalid: {
      decision: ['accept', 'APPROVE', ''],
      message: ['', ' ', 'x'.repeat(4001)],
      version: [0, -1, 1.5, 2147483648],
    },
  },
  {
    name: 'PUT /admin/application-questions/order',
    method: 'PUT',
    path: () => '/api/admin/application-questions/order',
    auth: true,
    // Before a question is added below: the one question there is.
    valid: () => ({ ids: [questionId] }),
    fields: { ids: ['array'] },
    required: ['ids'],
    invalid: { ids: [...IDS_BAD, [questionId, 999]] },
  },
  {
    name: 'POST /admin/application-questions',
    method: 'POST',
    path: () => '/api/admin/application-questions',
    auth: true,
    valid: () => ({ kind: 'text', label: { en: 'Why a Frenchie?', hu: '', de: '' } }),
    fields: {
      kind: ['string'],
      label: ['object'],
      choices: ['array'],
      required: ['boolean'],
      enabled: ['boolean'],
    },
    required: ['kind', 'label'],
    invalid: { kind: ['essay', ''], label: LABELS_BAD, choices: [[{ en: '' }], ['x']] },
  },
  {
    name: 'PATCH /admin/application-questions/{id}',
    method: 'PATCH',
    path: () => `/api/admin/application-questions/${questionId}`,
    auth: true,
    valid: () => ({ required: true }),
    fields: {
      kind: ['string'],
      label: ['object'],
      choices: ['array'],
      required: ['boolean'],
      enabled: ['boolean'],
      version: ['number'],
    },
    required: [],
    invalid: {
      kind: ['essay'],
      label: LABELS_BAD,
      choices: [[{ en: '' }]],
      version: [0, -1, 1.5],
    },
  },
  {
    name: 'PUT /admin/gallery/order',
    method: 'PUT',
    path: () => '/api/admin/gallery/order',
    auth: true,
    valid: () => ({ ids: [...fixture.galleryIds].reverse() }),
    fields: { ids: ['array'] },
    required: ['ids'],
    get invalid() {
      return { ids: [...IDS_BAD, [fixture.galleryIds[0]], [...fixture.galleryIds, 999]] };
    },
  },
  {
    name: 'PATCH /admin/applications/{id}/deposit',
    method: 'PATCH',
    path: () => `/api/admin/applications/${waitingId}/deposit`,
    auth: true,
    valid: () => ({ amount: 300, currency: 'EUR', dueAt: '2026-12-01', received: false }),
    fields: {
      amount: ['number'],
      currency: ['string'],
      dueAt: ['string'],
      received: ['boolean'],
      version: ['number'],
    },
    required: ['amount', 'dueAt'],
    invalid: {
      amount: [0, -1, 1.5, 100_000_001, new Raw('1e309')],
      currency: ['eur', 'XXX', '', ' EUR'],
      dueAt: ['2026-02-30', '2026-1-1', '1999-12-31', '2026-12-01T00:00:00Z', ''],
      version: [0, -1, 1.5, 2147483648],
    },
  },
  {
    name: 'POST /admin/applications/{id}/move',
    method: 'POST',
    path: () => `/api/admin/applications/${waitingId}/move`,
    auth: true,
    valid: () => ({ position: 1 }),
    fields: { position: ['number'], version: ['number'] },
    required: ['position'],
    invalid: { position: [0, -1, 1.5, 100_001], version: [0, 1.5] },
  },
  {
    name: 'POST /admin/applications/{id}/placed',
    method: 'POST',
    path: () => `/api/admin/applications/${waitingId}/placed`,
    auth: true,
    valid: () => ({ earlyReason: 'The family moves abroad next week.' }),
    fields: { earlyReason: ['string'] },
    required: [],
    invalid: { earlyReason: ['', ' ', 'x'.repeat(501)] },
  },
  {
    name: 'POST /admin/offers',
    method: 'POST',
    path: () => '/api/admin/offers',
    auth: true,
    valid: () => ({ applicationId: waitingId, dogId: fixture.dogId, hours: 72 }),
    fields: {
      applicationId: ['number'],
      dogId: ['number'],
      hours: ['number'],
      version: ['number'],
    },
    required: ['applicationId', 'dogId'],
    invalid: {
      applicationId: [0, -1, 1.5, 2147483648],
      dogId: [0, -1, 1.5, 2147483648],
      hours: [0, -1, 0.5, 337],
    },
  },
  {
    name: 'PUT /admin/contract-templates/{locale}',
    method: 'PUT',
    path: () => '/api/admin/contract-templates/de',
    auth: true,
    valid: () => ({
      doc: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Vertrag: {buyerName}' }] }],
      },
    }),
    fields: { doc: ['object', 'string'], version: ['number'] },
    required: ['doc'],
    invalid: { doc: [{}, { type: 'paragraph' }], version: [-1, 1.5, 2147483648] },
  },
  {
    name: 'POST /admin/applications/{id}/contract',
    method: 'POST',
    path: () => `/api/admin/applications/${waitingId}/contract`,
    auth: true,
    valid: () => ({ price: 2500, currency: 'EUR', breedingRights: false, version: 0 }),
    fields: {
      price: ['number', 'null'],
      currency: ['string'],
      breedingRights: ['boolean', 'null'],
      chipNumber: ['string'],
      version: ['number'],
      supersede: ['boolean'],
    },
    required: [],
    invalid: {
      price: [0, -1, 1.5, 100_000_001],
      currency: ['eur', 'XXX', ''],
      chipNumber: ['12345', '9001234567890123', 'abcdefghijklmno', ''],
      version: [-1, 1.5, 2147483648],
    },
  },
  {
    name: 'POST /admin/applications/{id}/contract/preview',
    method: 'POST',
    path: () => `/api/admin/applications/${waitingId}/contract/preview`,
    auth: true,
    valid: () => ({ price: 2500, currency: 'EUR', breedingRights: true }),
    fields: {
      price: ['number', 'null'],
      currency: ['string'],
      breedingRights: ['boolean', 'null'],
    },
    required: [],
    invalid: { price: [0, -1, 1.5], currency: ['eur', 'XXX'] },
  },
  {
    name: 'POST /my/{token}/contract/sign',
    method: 'POST',
    path: () => `/api/my/${'a'.repeat(43)}/contract/sign`,
    auth: false,
    form: true,
    valid: () => ({ name: 'Eve Example', accept: true, hash: 'a'.repeat(64) }),
    fields: { name: ['string'], accept: ['boolean'], hash: ['string'] },
    required: ['name', 'accept', 'hash'],
    invalid: {
      name: ['', ' ', 'x'.repeat(201)],
      accept: [false],
      hash: ['abc', 'A'.repeat(64), ''],
    },
  },
  {
    name: 'POST /my/{token}/contract/withdrawal',
    method: 'POST',
    path: () => `/api/my/${'a'.repeat(43)}/contract/withdrawal`,
    auth: false,
    form: true,
    valid: () => ({ number: 1, confirm: true }),
    fields: { number: ['number'], confirm: ['boolean'] },
    required: ['number', 'confirm'],
    invalid: { number: [0, -1, 1.5], confirm: [false] },
  },
  {
    name: 'POST /admin/applications/{id}/contract/countersign',
    method: 'POST',
    path: () => `/api/admin/applications/${waitingId}/contract/countersign`,
    auth: true,
    valid: () => ({ version: 1 }),
    fields: { version: ['number'] },
    required: [],
    invalid: { version: [-1, 1.5, 2147483648] },
  },
  {
    name: 'POST /my/{token}/offer',
    method: 'POST',
    path: () => `/api/my/${'a'.repeat(43)}/offer`,
    auth: false,
    form: true,
    valid: () => ({ offerId: 1, answer: 'pass' }),
    fields: { offerId: ['number'], answer: ['string'] },
    required: ['offerId', 'answer'],
    invalid: { offerId: [0, -1, 1.5], answer: ['yes', 'Accept', ' pass', ''] },
  },
  {
    name: 'POST /admin/bookings',
    method: 'POST',
    path: () => '/api/admin/bookings',
    auth: true,
    valid: () => ({ day: '2099-01-05', time: '10:00', minutes: 30, count: 2, kind: 'either' }),
    fields: {
      day: ['string'],
      time: ['string'],
      minutes: ['number'],
      count: ['number'],
      kind: ['string'],
    },
    required: ['day', 'time', 'minutes', 'count', 'kind'],
    invalid: {
      day: ['2099-02-30', '5.1.2099', ''],
      time: ['24:00', '9:00', '10:60', ''],
      minutes: [0, 9, 241, 1.5],
      count: [0, 13, 1.5],
      kind: ['both', 'Video', ''],
    },
  },
  {
    name: 'PUT /admin/bookings/settings',
    method: 'PUT',
    path: () => '/api/admin/bookings/settings',
    auth: true,
    valid: () => ({ meetingUrl: 'https://meet.example/abc-defg-hij' }),
    fields: { meetingUrl: ['string'], version: ['number'] },
    required: ['meetingUrl'],
    invalid: {
      meetingUrl: [
        'javascript:alert(1)',
        'meet/x',
        'ftp://x.example/',
        'https://',
        'https://meet.example/x\r\nBcc: all@example.com',
        'https://meet.example/a b',
      ],
      version: [-1, 1.5],
    },
  },
  {
    name: 'PUT /admin/calendar/settings',
    method: 'PUT',
    path: () => '/api/admin/calendar/settings',
    auth: true,
    valid: () => ({ dewormingDays: [14, 28], vaccinationDays: [42] }),
    fields: { dewormingDays: ['array'], vaccinationDays: ['array'], version: ['number'] },
    required: ['dewormingDays', 'vaccinationDays'],
    invalid: {
      dewormingDays: [[121], [-1], [1.5], [14, 14], [28, 14], ['14'], [null], [[14]]],
      vaccinationDays: [Array.from({ length: 13 }, (_, i) => i), [Number.MAX_SAFE_INTEGER + 2]],
      version: [-1, 1.5],
    },
  },
  {
    name: 'PUT /admin/watermark',
    method: 'PUT',
    path: () => '/api/admin/watermark',
    auth: true,
    valid: () => ({ enabled: false, corner: 'bottom-right' }),
    fields: { enabled: ['boolean'], corner: ['string'], version: ['number'] },
    required: ['enabled', 'corner'],
    invalid: {
      enabled: ['on', 1],
      corner: ['bottom', 'Top-Left', ''],
      version: [-1, 1.5],
    },
  },
  {
    name: 'POST /my/{token}/booking',
    method: 'POST',
    path: () => `/api/my/${'a'.repeat(43)}/booking`,
    auth: false,
    form: true,
    valid: () => ({ slotId: 1, kind: 'video' }),
    fields: { slotId: ['number'], kind: ['string'] },
    required: ['slotId', 'kind'],
    invalid: { slotId: [0, -1, 1.5], kind: ['either', 'Video', ''] },
  },
  {
    name: 'POST /my/{token}/booking/cancel',
    method: 'POST',
    path: () => `/api/my/${'a'.repeat(43)}/booking/cancel`,
    auth: false,
    form: true,
    valid: () => ({ bookingId: 1 }),
    fields: { bookingId: ['number'] },
    required: ['bookingId'],
    invalid: { bookingId: [0, -1, 1.5] },
  },
  {
    name: 'POST /visits/{token}',
    method: 'POST',
    path: () => `/api/visits/1.${'a'.repeat(43)}`,
    auth: false,
    form: true,
    valid: () => ({ slotId: 1, kind: 'visit' }),
    fields: { slotId: ['number'], kind: ['string'] },
    required: ['slotId', 'kind'],
    invalid: { slotId: [0, -1, 1.5], kind: ['either', 'Visit', ''] },
  },
];

interface BodyCase {
  label: string;
  body: Buffer;
  headers?: Record<string, string>;
  /** The refusal expected, when one is certain. */
  status?: number;
}

const jsonCase = (label: string, text: string | Buffer, status?: number): BodyCase => ({
  label,
  body: Buffer.isBuffer(text) ? text : Buffer.from(text),
  status,
});

/** A key that is none of the endpoint's fields: strict schemas refuse it. */
const DANGEROUS_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'admin',
  'scope',
  'id',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  'a\u0000',
  '\ud800',
  '$where',
  'then',
];

/** Invalid UTF-8: a stray byte, an overlong NUL, an encoded surrogate, past U+10FFFF, cut. */
const BAD_UTF8 = [
  [0xff],
  [0xc0, 0x80],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xe2, 0x82],
].map((b) => Buffer.from(b));

function insertIntoFirstString(text: string, bytes: Buffer): Buffer {
  const at = text.indexOf(':"') + 2;
  return Buffer.concat([Buffer.from(text.slice(0, at)), bytes, Buffer.from(text.slice(at))]);
}

/** The table: the same malformed, wrong and oversized bodies for every endpoint. */
function tableCases(endpoint: Endpoint): BodyCase[] {
  const valid = endpoint.valid();
  const text = encode(valid);
  const cases: BodyCase[] = [];
  // Broken JSON.
  for (const broken of [
    '',
    ' ',
    '{',
    '}',
    '{"',
    '{"a"',
    '{"a":',
    '{"a":1',
    '{"a":1,}',
    "{'a':1}",
    '{a:1}',
    '[',
    'nul',
    'tru',
    'undefined',
    'NaN',
    'Infinity',
    '-Infinity',
    '0x10',
    '01',
    '.5',
    '+1',
    '"\\x41"',
    '"\\u12"',
    '"open',
    '{"a":1}//',
    '/*c*/{}',
    `${text}x`,
    `${text}${text}`,
    `${text}\u0000`,
    `${text},`,
    text.replace(/"/g, "'"),
  ]) {
    cases.push(jsonCase(`broken ${JSON.stringify(broken.slice(0, 40))}`, broken, 400));
  }
  for (let cut = 1; cut < text.length; cut += Math.max(1, Math.floor(text.length / 24))) {
    cases.push(jsonCase(`truncated at ${cut}`, text.slice(0, cut), 400));
  }
  for (const bytes of BAD_UTF8) {
    cases.push(
      jsonCase(`invalid UTF-8 ${bytes.toString('hex')}`, insertIntoFirstString(text, bytes), 400),
    );
  }
  // Not an object.
  for (const top of [
    'null',
    'true',
    'false',
    '0',
    '-0',
    '1e309',
    '"string"',
    '[]',
    '[{}]',
    `[${text}]`,
    '[null]',
  ]) {
    cases.push(jsonCase(`top-level ${top.slice(0, 30)}`, top, 422));
  }
  if (endpoint.required.length > 0 || endpoint.name.startsWith('PATCH'))
    cases.push(jsonCase('{}', '{}', 422));
  // Extra fields, prototype keys, text a database cannot keep.
  for (const key of DANGEROUS_KEYS) {
    cases.push(
      jsonCase(
        `extra key ${JSON.stringify(key)}`,
        encode({ ...valid, [key]: { admin: true } }),
        422,
      ),
    );
    cases.push(
      jsonCase(
        `extra key ${JSON.stringify(key)} (raw)`,
        `{${JSON.stringify(key)}:{"polluted":true},${text.slice(1)}`,
        422,
      ),
    );
  }
  cases.push(
    jsonCase(
      'nested __proto__',
      encode({ ...valid, description: new Raw('{"__proto__":{"en":"x"}}') }),
      422,
    ),
  );
  cases.push(
    jsonCase(
      'constructor.prototype',
      `{"constructor":{"prototype":{"admin":true}},${text.slice(1)}`,
      422,
    ),
  );
  for (const [field, types] of Object.entries(endpoint.fields)) {
    for (const wrong of [
      null,
      true,
      0,
      new Raw('-0'),
      new Raw('1e309'),
      'text',
      [],
      ['a'],
      {},
      { en: 'x' },
    ]) {
      if (types.includes(typeOf(wrong))) continue;
      cases.push(jsonCase(`${field}: ${encode(wrong)}`, encode({ ...valid, [field]: wrong }), 422));
    }
    for (const bad of endpoint.invalid[field] ?? []) {
      cases.push(
        jsonCase(`${field}: ${encode(bad).slice(0, 40)}`, encode({ ...valid, [field]: bad }), 422),
      );
    }
    if (types.includes('string')) {
      for (const bad of TEXT_BAD) {
        cases.push(
          jsonCase(`${field}: ${JSON.stringify(bad)}`, encode({ ...valid, [field]: bad }), 422),
        );
      }
    }
  }
  for (const field of endpoint.required) {
    const rest = { ...valid };
    delete rest[field];
    cases.push(jsonCase(`without ${field}`, encode(rest), 422));
  }
  // Deep nesting and many keys, within the size limit.
  cases.push(
    jsonCase(
      '30 000 nested arrays',
      `{"${Object.keys(endpoint.fields)[0]}":${'['.repeat(30_000)}${']'.repeat(30_000)}}`,
      422,
    ),
  );
  cases.push(
    jsonCase('9 000 nested objects', `{"deep":${'{"a":'.repeat(9_000)}1${'}'.repeat(9_000)}}`, 422),
  );
  cases.push(
    jsonCase(
      'nested text NUL',
      `{"deep":${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}}`,
      422,
    ),
  );
  const manyKeys = Array.from({ length: 6_000 }, (_, i) => `"k${i}":0`).join(',');
  cases.push(jsonCase('6 000 unknown keys', `{${manyKeys}}`, 422));
  const first = Object.keys(endpoint.fields)[0]!;
  cases.push(jsonCase('60 KB string', encode({ ...valid, [first]: 'x'.repeat(60_000) }), 422));
  cases.push(
    jsonCase('huge number', encode({ ...valid, [first]: new Raw('9'.repeat(60_000)) }), 422),
  );
  // Too large: declared, and not declared (chunked).
  const big = encode({ ...valid, [first]: 'x'.repeat(endpoint.limit ?? JSON_LIMIT) });
  cases.push(jsonCase('body over the limit', big, 413));
  cases.push({
    label: 'body over the limit, chunked',
    body: chunked(Buffer.from(big)),
    headers: { 'transfer-encoding': 'chunked' },
    status: 413,
  });
  // Not JSON by its type, though the body would be accepted.
  for (const type of [
    undefined,
    'text/plain',
    ...(endpoint.form ? [] : ['application/x-www-form-urlencoded']),
    'multipart/form-data; boundary=x',
    'application/xml',
    'text/json',
    'application/ld+json',
    'application/jsonp',
    'json',
  ]) {
    cases.push({
      label: `content type ${type}`,
      body: Buffer.from(text),
      headers: { 'content-type': type ?? '' },
      status: 415,
    });
  }
  cases.push({
    label: 'UTF-16',
    body: Buffer.from(text, 'utf16le'),
    headers: { 'content-type': 'application/json; charset=utf-16le' },
    status: 400,
  });
  cases.push({
    label: 'gzip',
    body: gzipSync(text),
    headers: { 'content-encoding': 'gzip' },
    status: 400,
  });
  return cases;
}

function chunked(body: Buffer, size = 4096): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < body.length; at += size) {
    const piece = body.subarray(at, at + size);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

// ---------------------------------------------------------------------------------------------
// The seeded generator

type Random = () => number;

/** mulberry32: small, fast and the same on every machine for a seed. */
function prng(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

const EDGE_NUMBERS = [
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 31) - 1,
  new Raw('-0'),
  new Raw('1e309'),
  new Raw('1e-400'),
  new Raw('1E5'),
  new Raw('123456789012345678901234567890'),
];
const EDGE_STRINGS = [
  '',
  ' ',
  'null',
  'true',
  '0',
  'NaN',
  'Infinity',
  '2020-02-30',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '\u202e',
  '\ufeff',
  '🐶',
  'x'.repeat(300),
];

function randomString(random: Random): string {
  if (random() < 0.5) return pick(random, EDGE_STRINGS);
  const length = Math.floor(random() * 12);
  let text = '';
  for (let i = 0; i < length; i++) {
    const kind = random();
    // Mostly ASCII, some controls, NULs and surrogate halves, some wider characters.
    const code =
      kind < 0.6
        ? 32 + Math.floor(random() * 95)
        : kind < 0.7
          ? Math.floor(random() * 32)
          : kind < 0.8
            ? 0xd800 + Math.floor(random() * 0x800)
            : Math.floor(random() * 0xffff);
    text += String.fromCharCode(code);
  }
  return text;
}

function randomValue(random: Random, depth = 0): unknown {
  const kind = random();
  if (kind < 0.1) return null;
  if (kind < 0.2) return random() < 0.5;
  if (kind < 0.4) return pick(random, EDGE_NUMBERS);
  if (kind < 0.7 || depth > 2) return randomString(random);
  if (kind < 0.85)
    return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
  const value: Record<string, unknown> = {};
  for (let i = Math.floor(random() * 4); i > 0; i--) {
    value[random() < 0.3 ? pick(random, DANGEROUS_KEYS) : randomString(random)] = randomValue(
      random,
      depth + 1,
    );
  }
  return value;
}

function randomValueNotOf(random: Random, types: JsonType[]): unknown {
  for (;;) {
    const value = randomValue(random);
    if (!types.includes(typeOf(value))) return value;
  }
}

const stringFields = (endpoint: Endpoint) =>
  Object.keys(endpoint.fields).filter((field) => endpoint.fields[field]!.includes('string'));

/**
 * Each mutation leaves the body wrong on its own and never repairs another one, so a body with
 * any of them must be refused.
 */
const MUTATIONS: Record<
  string,
  (random: Random, body: Record<string, unknown>, endpoint: Endpoint) => void
> = {
  extraKey(random, body, endpoint) {
    let key = random() < 0.5 ? pick(random, DANGEROUS_KEYS) : randomString(random);
    if (key in endpoint.fields) key = `${key}_extra`;
    body[key] = randomValue(random);
  },
  wrongType(random, body, endpoint) {
    const field = pick(random, Object.keys(endpoint.fields));
    body[field] = randomValueNotOf(random, endpoint.fields[field]!);
  },
  invalidValue(random, body, endpoint) {
    const fields = Object.keys(endpoint.invalid).filter((f) => endpoint.invalid[f]!.length > 0);
    const field = pick(random, fields);
    body[field] = pick(random, endpoint.invalid[field]!);
  },
  // Only NUL is inserted: two inserted surrogate halves could pair up into a valid character.
  nulInText(random, body, endpoint) {
    const field = pick(random, stringFields(endpoint));
    if (!field) return MUTATIONS.extraKey!(random, body, endpoint);
    const base = typeof body[field] === 'string' ? (body[field] as string) : 'text';
    const at = Math.floor(random() * (base.length + 1));
    body[field] = `${base.slice(0, at)}\u0000${base.slice(at)}`;
  },
  loneSurrogate(random, body, endpoint) {
    const field = pick(random, stringFields(endpoint));
    if (!field) return MUTATIONS.extraKey!(random, body, endpoint);
    body[field] = pick(random, ['\ud800', 'Rex\udbff', '\udc00Rex', 'a\udfffb']);
  },
  dropRequired(random, body, endpoint) {
    if (endpoint.required.length === 0) return MUTATIONS.wrongType!(random, body, endpoint);
    delete body[pick(random, endpoint.required)];
  },
};

/** A body certainly wrong, with what was done to it. */
function generate(random: Random, endpoint: Endpoint): BodyCase {
  const body = endpoint.valid();
  const done: string[] = [];
  for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
    const name = pick(random, Object.keys(MUTATIONS));
    MUTATIONS[name]!(random, body, endpoint);
    done.push(name);
  }
  let text: Buffer = Buffer.from(encode(body));
  const textual = random();
  if (textual < 0.15) {
    const cut = 1 + Math.floor(random() * (text.length - 1));
    text = text.subarray(0, cut);
    done.push(`cut@${cut}`);
  } else if (textual < 0.25) {
    text = insertIntoFirstString(text.toString(), pick(random, BAD_UTF8));
    done.push('badUtf8');
  }
  return { label: done.join('+'), body: text };
}

// ---------------------------------------------------------------------------------------------

function post(endpoint: Endpoint, item: BodyCase): Promise<RawResponse> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(endpoint.auth ? { authorization: `Bearer ${token}` } : {}),
    ...item.headers,
  };
  if (headers['content-type'] === '') delete headers['content-type'];
  return rawRequest(server.url, endpoint.path(), {
    method: endpoint.method,
    headers,
    body: item.body,
  });
}

/** The statuses of a refused body; each message must be an `apiErrors` key the site translates. */
const REFUSALS = [400, 413, 415, 422];
const API_ERRORS = Object.keys(
  JSON.parse(readFileSync(path.join(ROOT, 'messages', 'en.json'), 'utf8')).apiErrors,
);

function expectRefusal(response: RawResponse, item: BodyCase, label: string) {
  const at = `${label}: ${response.status} ${response.body.slice(0, 300)}`;
  expect(REFUSALS, at).toContain(response.status);
  if (item.status) expect(response.status, at).toBe(item.status);
  expect(response.headers['content-type'], at).toMatch(/^application\/json/);
  const body = JSON.parse(response.body);
  expect(API_ERRORS, at).toContain(body.message);
  if (response.status === 400) expect(['invalidJson', 'invalidBody'], at).toContain(body.message);
  expect(
    Object.keys(body).every((key) => key === 'message' || key === 'errors'),
    at,
  ).toBe(true);
  if (body.errors !== undefined) {
    expect(Array.isArray(body.errors), at).toBe(true);
    expect(body.errors.length, at).toBeGreaterThan(0);
    // Thousands of unknown fields must not buy a huge answer (or quadratic work to build it).
    expect(body.errors.length, at).toBeLessThanOrEqual(50);
    for (const error of body.errors) {
      expect(typeof error.msg, at).toBe('string');
      expect(API_ERRORS, at).toContain(error.msg);
    }
  }
}

describe('every JSON endpoint refuses bad bodies', () => {
  it('covers every operation that takes a JSON body (OpenAPI document and route files)', async () => {
    const openapi = await call<any>('/openapi.json');
    const withJson = Object.entries(
      openapi.body.paths as Record<string, Record<string, any>>,
    ).flatMap(([route, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.requestBody?.content?.['application/json'])
        .map(([method]) => `${method.toUpperCase()} ${route}`),
    );
    expect(ENDPOINTS.map((e) => e.name).sort()).toEqual(withJson.sort());

    const apiRoot = path.join(ROOT, 'app', 'api');
    const readers = readdirSync(apiRoot, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        path.basename(file) === 'route.ts' &&
        // A JSON body is the route wrapper's `body` option: `route({ …, body: someSchema }, …)`.
        // or a handler reading JSON itself: `readJson(request, someSchema…)`.
        /\bbody: \w+Schema\b|\breadJson\(request, \w+Schema\b/.test(
          readFileSync(path.join(apiRoot, file), 'utf8'),
        ),
    );
    const routes = readers.map((file) =>
      `/${path.dirname(file).split(path.sep).join('/')}`.replace(/\[(\w+)\]/g, '{$1}'),
    );
    expect(new Set(ENDPOINTS.map((e) => e.name.split(' ')[1]))).toEqual(new Set(routes));
  });

  it('table: malformed, truncated, oversized, wrong-typed, extra-field and unstorable bodies', async () => {
    const before = await state();
    const cases = ENDPOINTS.flatMap((endpoint) =>
      tableCases(endpoint).map((item) => ({ endpoint, item })),
    );
    expect(cases.length).toBeGreaterThan(800);
    await inParallel(cases, 4, async ({ endpoint, item }) => {
      expectRefusal(await post(endpoint, item), item, `${endpoint.name} ${item.label}`);
    });
    expect(await state()).toEqual(before);
    expect((await call('/health')).status).toBe(200);
  }, 240_000); // every endpoint's table, over 1,000 requests: minutes on a loaded machine

  it(`generated: ${RUNS} seeded wrong bodies per endpoint (FUZZ_SEED=${SEED})`, async () => {
    const before = await state();
    const random = prng(SEED);
    const cases = ENDPOINTS.flatMap((endpoint) =>
      Array.from({ length: RUNS }, (_, i) => ({ endpoint, item: generate(random, endpoint), i })),
    );
    await inParallel(cases, 4, async ({ endpoint, item, i }) => {
      const label = `${endpoint.name} #${i} [${item.label}] ${item.body.toString('utf8').slice(0, 200)}`;
      expectRefusal(await post(endpoint, item), item, label);
    });
    expect(await state()).toEqual(before);
  });

  it('the valid bodies the mutations start from are accepted (so refusals are about the mutation)', async () => {
    const accepted: Record<string, number[]> = {
      'POST /auth/signup': [403],
      'POST /auth/login': [401],
      'PUT /auth/password': [401],
      // This site sends no mail; a made-up link is not one.
      'POST /auth/password-reset': [503],
      'PUT /auth/password-reset': [410],
      // No application has this made-up link.
      'POST /my/{token}/offer': [404],
      // The application in line has no puppy reserved, so no contract; a made-up link signs none.
      'POST /admin/applications/{id}/contract': [409],
      'POST /admin/applications/{id}/contract/preview': [409],
      // Nor is it reserved, so not placed.
      'POST /admin/applications/{id}/placed': [409],
      'POST /my/{token}/contract/sign': [404],
      'POST /my/{token}/contract/withdrawal': [404],
      // Nor a contract to countersign.
      'POST /admin/applications/{id}/contract/countersign': [404],
      // Nor a booking.
      'POST /my/{token}/booking': [404],
      'POST /my/{token}/booking/cancel': [404],
      'POST /visits/{token}': [404],
      'PATCH /admin/owner-stories/{id}': [404],
      // 503 where the server has no ffmpeg.
      'POST /admin/videos': [201, 503],
      'POST /subscriptions': [202],
      // No subscription has a made-up token.
      'POST /subscriptions/confirm': [404],
      'POST /link-mail/resend': [404],
    };
    for (const endpoint of ENDPOINTS) {
      const response = await post(endpoint, {
        label: 'valid',
        body: Buffer.from(encode(endpoint.valid())),
      });
      const expected = accepted[endpoint.name] ?? [200, 201];
      expect(
        expected,
        `${endpoint.name}: ${response.status} ${response.body.slice(0, 200)}`,
      ).toContain(response.status);
    }
  });

  it('HTTP framing tricks are refused without harm', async () => {
    const before = await state();
    const login = encode({ email: ADMIN.email, password: ADMIN.password });
    const framings: Record<string, string>[] = [
      { 'content-length': String(login.length), 'transfer-encoding': 'chunked' },
      { 'content-length': `${login.length}, ${login.length + 1}` },
      { 'content-length': '-1' },
      { 'content-length': 'abc' },
      { 'transfer-encoding': 'chunked, identity' },
      { 'transfer-encoding': 'x' },
    ];
    for (const headers of framings) {
      const response = await rawRequest(server.url, '/api/info', {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...headers,
        },
        body: login,
      });
      expect(response.status, JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(headers)).toBeLessThan(500);
    }
    const badChunk = await rawRequest(server.url, '/api/info', {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
      body: 'zz\r\n{}\r\n0\r\n\r\n',
    });
    expect(badChunk.status).toBe(400);
    expect(await state()).toEqual(before);
    expect((await call('/health')).status).toBe(200);
  });

  // TRACE makes Next 16 throw before any of the site's code runs (a 500, nothing changed), and
  // Node's parser answers TRACK 400: nginx in front refuses both itself (tests/api/nginx.test.ts).
  it('methods the site has no use for are refused (405), never a 500', async () => {
    for (const route of [
      '/api/dogs',
      '/api/info',
      '/api/admin/dogs',
      '/api/uploads/x.webp',
      '/',
      '/admin/products',
    ]) {
      for (const method of ['PROPFIND', 'MKCOL']) {
        const response = await rawRequest(server.url, route, { method });
        expect(response.status, `${method} ${route}`).toBe(405);
        expect(JSON.parse(response.body)).toEqual({ message: 'methodNotAllowed' });
      }
      const wrong = await rawRequest(server.url, route, { method: 'PATCH' });
      expect(wrong.status, `PATCH ${route}`).toBeLessThan(500);
    }
  });
});

describe('query strings and path parameters', () => {
  const WEIRD = [
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x1',
    '%201',
    '+1',
    '01',
    '99999999999',
    '2147483648',
    '9007199254740993',
    '1' + '0'.repeat(400),
    'NaN',
    'Infinity',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '%00',
    '1%00',
    'abc',
    '%ff',
    '%',
    '%E2%80%AE1',
    '..%2F..%2Fetc%2Fpasswd',
    "1'%20OR%20'1'='1",
    '1;DROP%20TABLE%20dogs',
    '%F0%9F%90%B6',
  ];

  function expectClientError(response: RawResponse, label: string) {
    const at = `${label}: ${response.status} ${response.body.slice(0, 200)}`;
    expect(response.status, at).toBeGreaterThanOrEqual(400);
    expect(response.status, at).toBeLessThan(500);
    expect(response.headers['content-type'], at).toMatch(/^application\/json/);
    expect(typeof JSON.parse(response.body).message, at).toBe('string');
  }

  it('GET /api/dogs?status= refuses every unknown list (422)', async () => {
    for (const status of [
      '',
      'AVAILABLE',
      'available%20',
      '%20available',
      'available%00',
      '%00',
      '%ff',
      '%',
      'placed,available',
      'sold',
      'x'.repeat(5_000),
      '__proto__',
      'constructor',
      'toString',
      '%E2%80%AEavailable',
      '[]',
      'null',
      'available%0d%0aX-Injected:%201',
    ]) {
      const response = await rawRequest(server.url, `/api/dogs?status=${status}`);
      expectClientError(response, status.slice(0, 40));
      expect(JSON.parse(response.body).errors, status).toEqual([
        { msg: 'invalidStatus', path: 'status' },
      ]);
      expect(response.headers['x-injected']).toBeUndefined();
    }
    for (const query of [
      'status[]=available',
      'STATUS=placed',
      'status=available&status=sold',
      '__proto__[status]=x',
      'status',
    ]) {
      expect((await rawRequest(server.url, `/api/dogs?${query}`)).status, query).toBeLessThan(500);
    }
  });

  it('public dog, admin dog and photo ids: a 4xx for anything odd', async () => {
    const before = await state();
    const auth = { authorization: `Bearer ${token}` };
    const { dogId, photoIds, galleryIds } = fixture;
    await inParallel(WEIRD, 2, async (id) => {
      // A leading zero still names a public dog (its page redirects to the slug): no error.
      if (id !== '01')
        expectClientError(await rawRequest(server.url, `/api/dogs/${id}`), `dog ${id}`);
      const requests: [string, string, string?][] = [
        ['GET', `/api/admin/dogs/${id}`],
        ['PATCH', `/api/admin/dogs/${id}`, '{"price":1}'],
        ['DELETE', `/api/admin/dogs/${id}`],
        ['POST', `/api/admin/dogs/${id}/images`],
        ['PUT', `/api/admin/dogs/${id}/images/order`, '{"ids":[]}'],
        ['DELETE', `/api/admin/dogs/${dogId}/images/${id}`],
        ['DELETE', `/api/admin/dogs/${id}/images/${photoIds[0]}`],
        ['DELETE', `/api/admin/gallery/${id}`],
      ];
      for (const [method, target, body] of requests) {
        const response = await rawRequest(server.url, target, {
          method,
          headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
          body,
        });
        expectClientError(response, `${method} ${target}`);
      }
    });
    // The largest id PostgreSQL can hold is an ordinary missing dog.
    expect((await call('/admin/dogs/2147483647', { token })).status).toBe(404);
    expect(
      (await call(`/admin/gallery/${galleryIds[0]}x`, { method: 'DELETE', token })).status,
    ).toBe(422);
    expect(await state()).toEqual(before);
  });

  it('/api/uploads serves image files only, never anything outside the uploads folder', async () => {
    writeFileSync(path.join(server.dataDir, 'secret.webp'), 'TOP-SECRET-OUTSIDE-UPLOADS');
    const { key } = fixture;
    const targets = [
      '../secret.webp',
      '..%2Fsecret.webp',
      '..%2fsecret.webp',
      '%2e%2e%2fsecret.webp',
      '%2e%2e/secret.webp',
      '..%5Csecret.webp',
      '..\\secret.webp',
      '%252e%252e%252fsecret.webp',
      '....%2F%2Fsecret.webp',
      '.%2F..%2Fsecret.webp',
      `${key}%2F..%2F..%2Fsecret.webp`,
      `${key}%00.png`,
      `${key}%00`,
      `${key}/`,
      `${key}.`,
      key.toUpperCase(),
      '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '%2Fetc%2Fpasswd',
      '..%2Fdb%2FPG_VERSION',
      '..%2F..%2Fpackage.json',
      'x'.repeat(300) + '.webp',
      '%',
      '%ff.webp',
      '.webp',
      '-x.webp',
    ];
    for (const target of targets) {
      // Following same-site redirects (a trailing slash is dropped), at most three.
      let next = `/api/uploads/${target}`;
      let response = await rawRequest(server.url, next);
      for (let hop = 0; hop < 3 && response.status >= 300 && response.status < 400; hop++) {
        const to = new URL(response.headers.location!, `${server.url}/api/uploads/`);
        expect(to.origin, target).toBe(server.url);
        next = to.pathname;
        response = await rawRequest(server.url, next);
      }
      const at = `${target} → ${next}: ${response.status}`;
      expect(response.body, at).not.toContain('TOP-SECRET');
      expect(response.body, at).not.toMatch(/root:.*:0:0:/);
      expect(response.body, at).not.toContain('"dependencies"');
      if (response.status === 200) {
        // Only the real photo, under its own name.
        expect(next, at).toBe(`/api/uploads/${key}`);
        expect(response.headers['content-type'], at).toBe('image/webp');
      } else {
        expect(response.status, at).toBeGreaterThanOrEqual(400);
        expect(response.status, at).toBeLessThan(500);
      }
    }
    // Next's image optimizer, which fetches any internal URL, is switched off.
    for (const url of [`/api/uploads/${key}`, '/secret.webp', 'https://evil.example/x.png']) {
      const optimized = await rawRequest(
        server.url,
        `/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`,
      );
      expect(optimized.status, url).toBe(404);
    }
    const real = await rawRequest(server.url, `/api/uploads/${key}`);
    expect(real.status).toBe(200);
  });
});
