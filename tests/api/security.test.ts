import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPagePaths,
  apiOperations,
  BYPASS_HEADERS,
  forgedTokens,
  formBytes,
  inParallel,
} from './support/attack';
import { safeRedirect } from '@/lib/redirect';
import { ADMIN, client, DOG, signupAdmin } from './support/client';
import { form, jpeg } from './support/images';
import { rawRequest, type RawResponse } from './support/raw';
import { startServer, type TestServer } from './support/server';
import { seedContent, snapshot, type Fixture } from './support/state';
import { signedStart } from './support/enquiry';

// Auth proven from outside (OWASP ASVS V3/V4/V13 at level 1): everything goes over HTTP to the
// production server, with requests written byte for byte where fetch would tidy them up.

const ROOT = path.resolve(__dirname, '..', '..');
/** Only the admin may ever see these: a disabled dog and the account's e-mail address. */
const SECRET_DOG = 'Secret Sylvester';
const SECRET_ENQUIRER = 'Secret Selma';
const MARKERS = [SECRET_DOG, 'secret-sylvester', ADMIN.email, SECRET_ENQUIRER];

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let fixture: Fixture;
let enquiryId: number;
/** A litter of a parent of its own, with one photo. */
let litter: { id: number; photoId: number; motherId: number };
/** An application for a puppy: only the breeder may read or decide it. */
let applicationId: number;

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
  fixture = await seedContent(call, token, {
    dog: { name: SECRET_DOG, enabled: false },
    email: 'kennel@public.example',
  });
  // A buyer's question: only the breeder may read, change or delete it.
  const enquiry = await call<{ id: number }>('/enquiries', {
    json: {
      name: SECRET_ENQUIRER,
      email: 'selma@example.com',
      message: 'Do you expect a litter in spring?',
      locale: 'en',
      consent: true,
      start: signedStart(),
    },
  });
  expect(enquiry.status).toBe(201);
  enquiryId = enquiry.body.id;
  // A litter with a photo: only the breeder may change it.
  const mother = await call<{ id: number }>('/admin/dogs', {
    token,
    json: { ...DOG, name: 'Secret Mother', kind: 'parent', birthday: '2021-01-02' },
  });
  const created = await call<{ id: number }>('/admin/litters', {
    token,
    json: { motherId: mother.body.id, status: 'expected' },
  });
  const photo = await call<{ images: { id: number }[] }>(
    `/admin/litters/${created.body.id}/images`,
    {
      token,
      body: form([{ name: 'l.jpg', data: await jpeg(320, 240) }]),
    },
  );
  expect([mother.status, created.status, photo.status]).toEqual([201, 201, 201]);
  litter = { id: created.body.id, photoId: photo.body.images[0]!.id, motherId: mother.body.id };
  const application = await call<{ id: number }>('/applications', {
    json: {
      name: SECRET_ENQUIRER,
      email: 'selma@example.com',
      phone: '+36 30 123 4567',
      country: 'HU',
      city: 'Győr',
      household: 'Two of us.',
      experience: 'None.',
      preferredSex: 'any',
      preferredColor: 'blue',
      litter: 'any',
      timing: 'Autumn',
      message: '',
      answers: {},
      locale: 'en',
      consent: true,
      website: '',
      start: signedStart(),
    },
  });
  expect(application.status).toBe(201);
  applicationId = application.body.id;
});
afterAll(() => server?.stop());

function sessionFrom(headers: Headers | Record<string, string>): string {
  const cookie =
    headers instanceof Headers ? headers.getSetCookie().join('\n') : (headers['set-cookie'] ?? '');
  return /(?:^|\s)(session=[^;]+)/.exec(cookie)?.[1] ?? '';
}

async function signIn(email = ADMIN.email, password = ADMIN.password) {
  const result = await call<{ token: string }>('/auth/login', { json: { email, password } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { token: result.body.token, cookie: sessionFrom(result.headers) };
}

const state = () => snapshot(call, token, server.dataDir);

interface Operation {
  method: string;
  path: string;
  body?: Buffer;
  type?: string;
}

const json = (method: string, route: string, value: unknown): Operation => ({
  method,
  path: `/api${route}`,
  body: Buffer.from(JSON.stringify(value)),
  type: 'application/json',
});

/**
 * Every API operation that needs a session, each with a body that would change something were
 * it accepted, keyed like `apiOperations()`.
 */
async function protectedOperations(): Promise<Record<string, Operation>> {
  const { dogId, photoIds, galleryIds } = fixture;
  const upload = await formBytes(form([{ name: 'x.jpg', data: await jpeg(320, 240) }]));
  const multipart = (route: string): Operation => ({
    method: 'POST',
    path: `/api${route}`,
    ...upload,
  });
  const plain = (method: string, route: string): Operation => ({ method, path: `/api${route}` });
  return {
    'GET /admin/dogs': plain('GET', '/admin/dogs'),
    'POST /admin/dogs': json('POST', '/admin/dogs', { ...DOG, name: 'Intruder Ivan' }),
    'GET /admin/dogs/[id]': plain('GET', `/admin/dogs/${dogId}`),
    'PATCH /admin/dogs/[id]': json('PATCH', `/admin/dogs/${dogId}`, { enabled: true }),
    'GET /admin/dogs/[id]/pedigree': plain('GET', `/admin/dogs/${dogId}/pedigree`),
    'PUT /admin/dogs/[id]/pedigree': json('PUT', `/admin/dogs/${dogId}/pedigree`, {
      sire: { name: 'Pwned' },
    }),
    'GET /admin/matings/preview': plain('GET', `/admin/matings/preview?damId=${dogId}&sireId=1`),
    'GET /admin/dogs/[id]/heats': plain('GET', `/admin/dogs/${litter.motherId}/heats`),
    'POST /admin/dogs/[id]/heats': json('POST', `/admin/dogs/${litter.motherId}/heats`, {
      startedAt: '2024-01-02',
    }),
    'PUT /admin/heats/[id]': json('PUT', '/admin/heats/1', { startedAt: '2024-01-02' }),
    'DELETE /admin/heats/[id]': plain('DELETE', '/admin/heats/1'),
    'DELETE /admin/dogs/[id]': plain('DELETE', `/admin/dogs/${dogId}`),
    'POST /admin/dogs/[id]/images': multipart(`/admin/dogs/${dogId}/images`),
    'POST /admin/dogs/[id]/health-certificates': multipart(
      `/admin/dogs/${dogId}/health-certificates`,
    ),
    'DELETE /admin/dogs/[id]/images/[imageId]': plain(
      'DELETE',
      `/admin/dogs/${dogId}/images/${photoIds[0]}`,
    ),
    'PUT /admin/dogs/[id]/images/order': json('PUT', `/admin/dogs/${dogId}/images/order`, {
      ids: [...photoIds].reverse(),
    }),
    'POST /admin/gallery': multipart('/admin/gallery'),
    'PATCH /admin/dogs/[id]/images/[imageId]': json(
      'PATCH',
      `/admin/dogs/${dogId}/images/${photoIds[0]}`,
      { focal: { x: 0.1, y: 0.9 } },
    ),
    'DELETE /admin/gallery/[imageId]': plain('DELETE', `/admin/gallery/${galleryIds[0]}`),
    'PATCH /admin/gallery/[imageId]': json('PATCH', `/admin/gallery/${galleryIds[0]}`, {
      focal: { x: 0.1, y: 0.9 },
    }),
    'GET /admin/litters': plain('GET', '/admin/litters'),
    'POST /admin/litters': json('POST', '/admin/litters', { motherId: litter.motherId }),
    'GET /admin/litters/[id]': plain('GET', `/admin/litters/${litter.id}`),
    'PATCH /admin/litters/[id]': json('PATCH', `/admin/litters/${litter.id}`, {
      status: 'closed',
    }),
    'DELETE /admin/litters/[id]': plain('DELETE', `/admin/litters/${litter.id}`),
    'GET /admin/litters/[id]/whelping': plain('GET', `/admin/litters/${litter.id}/whelping`),
    'POST /admin/litters/[id]/whelping': json('POST', `/admin/litters/${litter.id}/whelping`, [
      { sex: 'male', colour: 'blue', weightGrams: 300, bornAt: '2024-01-02T03:04:00Z' },
    ]),
    'POST /admin/litters/[id]/images': multipart(`/admin/litters/${litter.id}/images`),
    'PUT /admin/litters/[id]/images/order': json(
      'PUT',
      `/admin/litters/${litter.id}/images/order`,
      {
        ids: [litter.photoId],
      },
    ),
    'PATCH /admin/litters/[id]/images/[imageId]': json(
      'PATCH',
      `/admin/litters/${litter.id}/images/${litter.photoId}`,
      { focal: { x: 0.1, y: 0.9 } },
    ),
    'DELETE /admin/litters/[id]/images/[imageId]': plain(
      'DELETE',
      `/admin/litters/${litter.id}/images/${litter.photoId}`,
    ),
    // News and FAQ: unknown ids, as the session is checked before anything else.
    'GET /admin/news': plain('GET', '/admin/news'),
    'POST /admin/news': json('POST', '/admin/news', { title: { en: 'Intruder news' } }),
    'GET /admin/news/[id]': plain('GET', '/admin/news/1'),
    'PATCH /admin/news/[id]': json('PATCH', '/admin/news/1', { title: { en: 'Pwned' } }),
    'DELETE /admin/news/[id]': plain('DELETE', '/admin/news/1'),
    'POST /admin/news/[id]/images': multipart('/admin/news/1/images'),
    'PUT /admin/news/[id]/images/order': json('PUT', '/admin/news/1/images/order', { ids: [1] }),
    'PATCH /admin/news/[id]/images/[imageId]': json('PATCH', '/admin/news/1/images/1', {
      focal: { x: 0.1, y: 0.9 },
    }),
    'DELETE /admin/news/[id]/images/[imageId]': plain('DELETE', '/admin/news/1/images/1'),
    'GET /admin/faq': plain('GET', '/admin/faq'),
    // Owners' photos and stories, and go-home day.
    'GET /admin/owner-stories': plain('GET', '/admin/owner-stories'),
    'PATCH /admin/owner-stories/[id]': json('PATCH', '/admin/owner-stories/1', {
      action: 'reject',
    }),
    'POST /admin/applications/[id]/placed': plain('POST', '/admin/applications/1/placed'),
    'POST /admin/faq': json('POST', '/admin/faq', { question: { en: 'Intruder?' } }),
    'PUT /admin/faq/order': json('PUT', '/admin/faq/order', { ids: [2, 1] }),
    'GET /admin/faq/[id]': plain('GET', '/admin/faq/1'),
    'PATCH /admin/faq/[id]': json('PATCH', '/admin/faq/1', { question: { en: 'Pwned?' } }),
    'DELETE /admin/faq/[id]': plain('DELETE', '/admin/faq/1'),
    'GET /admin/applications': plain('GET', '/admin/applications'),
    'GET /admin/applications/[id]': plain('GET', `/admin/applications/${applicationId}`),
    'PATCH /admin/applications/[id]': json('PATCH', `/admin/applications/${applicationId}`, {
      decision: 'approve',
    }),
    'PATCH /admin/applications/[id]/deposit': json(
      'PATCH',
      `/admin/applications/${applicationId}/deposit`,
      { amount: 1, dueAt: '2026-12-01' },
    ),
    'POST /admin/applications/[id]/move': json(
      'POST',
      `/admin/applications/${applicationId}/move`,
      { position: 1 },
    ),
    'POST /admin/applications/[id]/link': plain(
      'POST',
      `/admin/applications/${applicationId}/link`,
    ),
    'GET /admin/application-questions': plain('GET', '/admin/application-questions'),
    'POST /admin/application-questions': json('POST', '/admin/application-questions', {
      kind: 'yesno',
      label: { en: 'Garden?', hu: 'Kert?', de: 'Garten?' },
    }),
    'PATCH /admin/application-questions/[id]': json('PATCH', '/admin/application-questions/1', {
      required: true,
    }),
    'DELETE /admin/application-questions/[id]': plain('DELETE', '/admin/application-questions/1'),
    'PUT /admin/application-questions/order': json('PUT', '/admin/application-questions/order', {
      ids: [1],
    }),
    'GET /admin/waiting-list': plain('GET', '/admin/waiting-list'),
    'POST /admin/offers': json('POST', '/admin/offers', {
      applicationId,
      dogId: fixture.dogId,
    }),
    'DELETE /admin/offers/[id]': plain('DELETE', '/admin/offers/1'),
    'GET /admin/enquiries': plain('GET', '/admin/enquiries'),
    'GET /admin/enquiries/counts': plain('GET', '/admin/enquiries/counts'),
    'PATCH /admin/enquiries/[id]': json('PATCH', `/admin/enquiries/${enquiryId}`, {
      status: 'archived',
    }),
    'DELETE /admin/enquiries/[id]': plain('DELETE', `/admin/enquiries/${enquiryId}`),
    'PUT /admin/gallery/order': json('PUT', '/admin/gallery/order', {
      ids: [...galleryIds].reverse(),
    }),
    'GET /admin/pages': plain('GET', '/admin/pages'),
    'GET /admin/pages/[page]': plain('GET', '/admin/pages/home'),
    'PUT /admin/pages/[page]': json('PUT', '/admin/pages/home', {
      content: { heroTitle: { en: 'Pwned' } },
    }),
    'POST /admin/pages/[page]/publish': json('POST', '/admin/pages/home/publish', {}),
    'GET /admin/pages/[page]/versions': plain('GET', '/admin/pages/home/versions'),
    'POST /admin/pages/[page]/versions/[number]/restore': json(
      'POST',
      '/admin/pages/home/versions/1/restore',
      {},
    ),
    'GET /admin/pages/[page]/photos': plain('GET', '/admin/pages/home/photos'),
    'POST /admin/pages/[page]/photos': multipart('/admin/pages/home/photos'),
    'PATCH /admin/pages/[page]/photos/[imageId]': json('PATCH', '/admin/pages/home/photos/1', {
      focal: { x: 0.1, y: 0.9 },
    }),
    'DELETE /admin/pages/[page]/photos/[imageId]': plain('DELETE', '/admin/pages/home/photos/1'),
    'PUT /admin/pages/[page]/photos/order': json('PUT', '/admin/pages/home/photos/order', {
      ids: [1],
    }),
    // A buyer's documents and contract, the puppies' diary.
    'GET /admin/applications/[id]/documents': plain(
      'GET',
      `/admin/applications/${applicationId}/documents`,
    ),
    'POST /admin/applications/[id]/documents': multipart(
      `/admin/applications/${applicationId}/documents`,
    ),
    'DELETE /admin/applications/[id]/documents/[documentId]': plain(
      'DELETE',
      `/admin/applications/${applicationId}/documents/1`,
    ),
    'GET /admin/applications/[id]/contract': plain(
      'GET',
      `/admin/applications/${applicationId}/contract`,
    ),
    'POST /admin/applications/[id]/contract': json(
      'POST',
      `/admin/applications/${applicationId}/contract`,
      { price: 1, breedingRights: false },
    ),
    'POST /admin/applications/[id]/contract/preview': json(
      'POST',
      `/admin/applications/${applicationId}/contract/preview`,
      { price: 1, breedingRights: false },
    ),
    'POST /admin/applications/[id]/contract/countersign': json(
      'POST',
      `/admin/applications/${applicationId}/contract/countersign`,
      { version: 1 },
    ),
    'GET /admin/contract-templates/[locale]': plain('GET', '/admin/contract-templates/en'),
    'PUT /admin/contract-templates/[locale]': json('PUT', '/admin/contract-templates/en', {
      doc: { type: 'doc', content: [] },
    }),
    'GET /admin/diary': plain('GET', '/admin/diary'),
    'POST /admin/diary': json('POST', '/admin/diary', {
      dogId: fixture.dogId,
      text: { en: 'Pwned' },
    }),
    'GET /admin/diary/[id]': plain('GET', '/admin/diary/1'),
    'PUT /admin/diary/[id]': json('PUT', '/admin/diary/1', { text: { en: 'Pwned' } }),
    'DELETE /admin/diary/[id]': plain('DELETE', '/admin/diary/1'),
    'POST /admin/diary/[id]/images': multipart('/admin/diary/1/images'),
    'DELETE /admin/diary/[id]/images/[imageId]': plain('DELETE', '/admin/diary/1/images/1'),
    // The watermark on public photos.
    'GET /admin/watermark': plain('GET', '/admin/watermark'),
    'PUT /admin/watermark': json('PUT', '/admin/watermark', {
      enabled: true,
      corner: 'top-left',
      version: 0,
    }),
    // Video calls and visits.
    'GET /admin/bookings': plain('GET', '/admin/bookings'),
    'POST /admin/bookings': json('POST', '/admin/bookings', {
      date: '2030-01-01',
      time: '10:00',
      minutes: 30,
      count: 1,
      kind: 'video',
    }),
    'POST /admin/bookings/[id]/cancel': json('POST', '/admin/bookings/1/cancel', {}),
    'DELETE /admin/bookings/slots/[id]': plain('DELETE', '/admin/bookings/slots/1'),
    'PUT /admin/bookings/settings': json('PUT', '/admin/bookings/settings', {
      meetingUrl: 'https://evil.example/meet',
    }),
    // The breeder's calendar: its events, care schedules and the feed's key.
    'GET /admin/calendar': plain('GET', '/admin/calendar?from=2026-01-01&to=2026-12-31'),
    'GET /admin/calendar/settings': plain('GET', '/admin/calendar/settings'),
    'PUT /admin/calendar/settings': json('PUT', '/admin/calendar/settings', {
      dewormingDays: [1],
      vaccinationDays: [2],
      version: 0,
    }),
    'POST /admin/calendar/key': plain('POST', '/admin/calendar/key'),
    'DELETE /admin/calendar/key': plain('DELETE', '/admin/calendar/key'),
    // Videos.
    'GET /admin/videos': plain('GET', `/admin/videos?target=dog&id=${fixture.dogId}`),
    'POST /admin/videos': json('POST', '/admin/videos', {
      target: 'dog',
      targetId: fixture.dogId,
      size: 1000,
    }),
    'GET /admin/videos/[id]': plain('GET', '/admin/videos/1'),
    'DELETE /admin/videos/[id]': plain('DELETE', '/admin/videos/1'),
    'PUT /admin/videos/[id]/file': {
      method: 'PUT',
      path: '/api/admin/videos/1/file?offset=0',
      body: Buffer.from('not a video'),
      type: 'application/octet-stream',
    },
    'PUT /info': json('PUT', '/info', { email: 'pwned@evil.example' }),
    'PUT /facts': json('PUT', '/facts', { kennelName: 'Pwned Kennel' }),
    'PUT /auth/password': json('PUT', '/auth/password', {
      currentPassword: ADMIN.password,
      newPassword: 'Pwned12345',
    }),
    'POST /auth/logout': plain('POST', '/auth/logout'),
    'GET /auth/user': plain('GET', '/auth/user'),
    'PATCH /auth/user': json('PATCH', '/auth/user', { locale: 'de' }),
  };
}

/** Anyone may call these. */
const PUBLIC_OPERATIONS = [
  'GET /dogs',
  'GET /dogs/[idOrSlug]',
  'GET /gallery',
  'GET /litters',
  'GET /litters/[idOrSlug]',
  // A public dog's pedigree and a litter's possible colours, as their pages show them.
  'GET /dogs/[idOrSlug]/pedigree',
  'GET /litters/[idOrSlug]/forecast',
  'GET /litters/[idOrSlug]/pedigree',
  'GET /health',
  'GET /info',
  // The kennel's facts and legal notice, as the pages show them.
  'GET /facts',
  'GET /openapi.json',
  // What visitors see of a page, for instances reading over API_URL.
  'GET /pages/[page]',
  // The news shown now and the FAQ.
  'GET /news',
  'GET /news/[slug]',
  'GET /faq',
  // Whether a verification code is ours, as its page shows it.
  'GET /verify/[code]',
  'GET /uploads/[key]',
  // A public puppy's or litter's ready videos.
  'GET /videos',
  // A private file by its signed, short-lived link.
  'GET /files/[key]',
  'GET /auth/signup',
  'POST /auth/signup',
  'POST /auth/login',
  'POST /auth/password-reset',
  'PUT /auth/password-reset',
  'POST /enquiries',
  'GET /enquiries/start',
  'GET /application-questions',
  'POST /applications',
  // The buyer's private link is their key.
  'DELETE /my/[token]',
  'POST /my/[token]/close',
  'POST /my/[token]/offer',
  'POST /my/[token]/withdraw',
  // An owner sends photos and a story by their link; the approved ones are public.
  'POST /my/[token]/story',
  'GET /my/[token]/documents',
  'POST /my/[token]/contract/sign',
  // The withdrawal function is the buyer's, by their link.
  'POST /my/[token]/contract/withdrawal',
  'POST /my/[token]/diary-mail',
  'POST /my/[token]/booking',
  'POST /my/[token]/booking/cancel',
  // A visitor's booking link from an enquiry's acknowledgement.
  'POST /visits/[token]',
  'POST /visits/[token]/cancel',
  'GET /reviews',
  'POST /subscriptions',
  'GET /subscriptions/confirm',
  'POST /subscriptions/confirm',
  'GET /subscriptions/unsubscribe',
  'POST /subscriptions/unsubscribe',
  // A held link mail, sent again to its own recipient by the ticket the form's answer carried.
  'POST /link-mail/resend',
  // The breeder's calendar feed: a phone's calendar has no session, so its private key is the
  // access (checked in 'the calendar feed' below); no session opens it.
  'GET /admin/calendar.ics',
];

const send = (operation: Operation, headers: Record<string, string> = {}) =>
  rawRequest(server.url, operation.path, {
    method: operation.method,
    headers: { ...(operation.type ? { 'content-type': operation.type } : {}), ...headers },
    body: operation.body,
  });

function expectNoMarkers(response: RawResponse, label: string) {
  const seen = `${JSON.stringify(response.headers)}\n${response.body}`;
  for (const marker of MARKERS)
    expect(seen.includes(marker), `${label}: shows ${marker}`).toBe(false);
}

function expectErrorBody(response: RawResponse, status: number, message: string, label: string) {
  expect(response.status, `${label}: ${response.body.slice(0, 200)}`).toBe(status);
  expect(response.headers['content-type'], label).toMatch(/^application\/json/);
  expect(JSON.parse(response.body), label).toMatchObject({ message });
}

describe('no admin data without a valid session', () => {
  it('covers every API route: each one is public or in the protected table', async () => {
    const operations = Object.keys(await protectedOperations());
    expect(apiOperations()).toEqual([...operations, ...PUBLIC_OPERATIONS].sort());
  });

  it('the markers show for the admin (so their absence below means something)', async () => {
    const { cookie } = await signIn();
    const dogs = await send((await protectedOperations())['GET /admin/dogs']!, { cookie });
    expect(dogs.body).toContain(SECRET_DOG);
    const enquiries = await send((await protectedOperations())['GET /admin/enquiries']!, {
      cookie,
    });
    expect(enquiries.body).toContain(SECRET_ENQUIRER);
    const page = await rawRequest(server.url, '/admin/products', { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toContain(ADMIN.email);
  });

  it('every admin API operation answers 401 to a missing or forged session, bypass headers or not', async () => {
    const before = await state();
    const operations = Object.entries(await protectedOperations());
    const tokens = await forgedTokens();
    const credentials: [string, Record<string, string>][] = [
      ['no session', {}],
      ...tokens.flatMap(({ label, token: forged }): [string, Record<string, string>][] => [
        [`${label} cookie`, { cookie: `session=${forged}`, origin: server.url }],
        [`${label} __Host- cookie`, { cookie: `__Host-session=${forged}`, origin: server.url }],
        [`${label} bearer`, { authorization: `Bearer ${forged}` }],
      ]),
      ['empty bearer', { authorization: 'Bearer ' }],
      ['basic auth', { authorization: `Basic ${btoa(`${ADMIN.email}:${ADMIN.password}`)}` }],
    ];
    const forgedCookie = credentials.find(([label]) => label === 'foreign secret cookie')![1];
    const cases = operations.flatMap(([name, operation]) => [
      ...credentials.map(([label, headers]) => ({ name, operation, label, headers })),
      ...BYPASS_HEADERS.flatMap((bypass) => [
        { name, operation, label: JSON.stringify(bypass), headers: bypass },
        {
          name,
          operation,
          label: `forged cookie + ${JSON.stringify(bypass)}`,
          headers: { ...forgedCookie, ...bypass },
        },
      ]),
    ]);
    await inParallel(cases, 4, async ({ name, operation, label, headers }) => {
      let response = await send(operation, headers);
      // Router requests (`RSC: 1`) are first sent to the same path with a `_rsc` query.
      for (let hop = 0; hop < 2 && [307, 308].includes(response.status); hop++) {
        expectNoMarkers(response, `${name} (${label})`);
        const to = new URL(response.headers.location!, server.url);
        expect(to.origin, `${name} (${label})`).toBe(server.url);
        response = await send({ ...operation, path: to.pathname + to.search }, headers);
      }
      // A Server Function header is refused before anything else looks at the request.
      if ('next-action' in headers) {
        expectErrorBody(response, 400, 'invalidBody', `${name} (${label})`);
      } else {
        expectErrorBody(response, 401, 'unauthorized', `${name} (${label})`);
      }
      expectNoMarkers(response, `${name} (${label})`);
    });
    expect(await state()).toEqual(before);
  });

  /**
   * Requests `target`, following same-site redirects other than the one to the login page; every
   * answer on the way must keep the admin's data to itself, and the last must refuse: a redirect
   * to /login, a 4xx, or for router requests the payload that tells the browser to go to /login.
   */
  async function expectRefused(target: string, headers: Record<string, string>, label: string) {
    let next = target;
    for (let hop = 0; hop < 4; hop++) {
      const response = await rawRequest(server.url, next, { headers });
      const at = `${label} ${next} → ${response.status}`;
      expectNoMarkers(response, at);
      // `/_next/data` requests get their redirect in a header of their own.
      const location = response.headers.location ?? response.headers['x-nextjs-redirect'];
      if (response.status >= 300 && response.status < 400 && location) {
        const to = new URL(location, `${server.url}${next.startsWith('/') ? '' : '/'}${next}`);
        expect(to.origin, at).toBe(server.url);
        if (/\/login(?:\.json)?$/.test(to.pathname)) {
          expect(to.searchParams.get('redirect') ?? '', at).toMatch(/^\//);
          return;
        }
        next = to.pathname + to.search;
        continue;
      }
      if (response.status === 200) {
        // Router requests get a payload, not a redirect status: it must send the browser to
        // /login, or be a prefetch, which carries the route tree only (no page data).
        const flight = response.headers['content-type']?.startsWith('text/x-component');
        const toLogin = /NEXT_REDIRECT;(?:replace|push);\/login\?redirect=/.test(response.body);
        const prefetch = 'next-router-prefetch' in headers;
        expect(flight && (toLogin || prefetch), `${at}: ${response.body.slice(0, 300)}`).toBe(true);
        return;
      }
      expect([400, 401, 403, 404, 405], `${at}: ${response.body.slice(0, 200)}`).toContain(
        response.status,
      );
      return;
    }
    throw new Error(`${label} ${target}: more than 4 redirects`);
  }

  it('admin pages send anyone without a valid session to the login page, bypass headers or not', async () => {
    const pages = adminPagePaths({
      dog: fixture.dogId,
      parent: litter.motherId,
      litter: litter.id,
      application: applicationId,
    });
    expect(pages).toEqual(
      expect.arrayContaining([
        '/admin',
        '/admin/products',
        `/admin/products/edit/${fixture.dogId}`,
      ]),
    );
    expect(pages.length).toBeGreaterThanOrEqual(7);
    const { cookie } = await signIn();
    for (const page of pages) {
      const own = await rawRequest(server.url, page, { headers: { cookie } });
      expect(own.status, page).toBe(200);
      expect(own.body, page).toContain(ADMIN.email);
    }

    const tokens = await forgedTokens();
    const sessions: [string, Record<string, string>][] = [
      ['no session', {}],
      ...tokens
        .filter(({ label }) => ['garbage', 'expired', 'foreign secret', 'alg none'].includes(label))
        .map(({ label, token: forged }): [string, Record<string, string>] => [
          label,
          { cookie: `session=${forged}` },
        ]),
    ];
    // Every bypass header both without a session (the proxy's redirect) and with a forged one
    // (the page's own check), and every kind of forged session without bypass headers: the
    // headers and the token are checked by different code, so pairs cover what the whole cross
    // product would, in half the requests.
    const pairs = [
      ...BYPASS_HEADERS.flatMap((bypass) =>
        sessions.slice(0, 2).map((session) => ({ session, bypass })),
      ),
      ...sessions.slice(1).map((session) => ({ session, bypass: {} })),
    ];
    const cases = pages.flatMap((page) =>
      pairs.map(({ session: [label, session], bypass }) => ({
        page,
        headers: { ...session, ...bypass },
        label: `${label} + ${JSON.stringify(bypass)}`,
      })),
    );
    await inParallel(cases, 4, ({ page, headers, label }) => expectRefused(page, headers, label));
  }, 180_000);

  it('path tricks reach no admin page or API answer either', async () => {
    const pages = adminPagePaths({
      dog: fixture.dogId,
      parent: litter.motherId,
      litter: litter.id,
      application: applicationId,
    });
    const variants = (page: string) => [
      page.toUpperCase(),
      page.replace('/admin', '/ADMIN'),
      `${page}/`,
      `/${page}`,
      page.replace('/admin', '/admin/.'),
      page.replace('/admin', '/%61dmin'),
      page.replace('/admin', '/%2561dmin'),
      page.replace(/\//g, '%2F').replace(/^%2F/, '/'),
      page.replace('/admin', '/_next/../admin'),
      page.replace('/admin', '/api/../admin'),
      page.replace('/admin', '/en/admin'),
      page.replace('/admin', '/admin;x'),
      `${page};x`,
      `${page}.rsc`,
      `${page}.json`,
      `${page}?_rsc=1`,
      `${page}%00`,
      `${page}%2F`,
      `${page}/..%2F..%2Fadmin`,
      `/_next/data/build${page}.json`,
      `/_next/image?url=${encodeURIComponent(page)}&w=64&q=75`,
    ];
    const forged = (await forgedTokens()).find(({ label }) => label === 'foreign secret')!.token;
    const cases = pages.flatMap((page) =>
      variants(page).flatMap(
        (target): { target: string; headers: Record<string, string>; label: string }[] => [
          { target, headers: {}, label: 'no session' },
          { target, headers: { cookie: `session=${forged}` }, label: 'forged cookie' },
        ],
      ),
    );
    await inParallel(cases, 4, ({ target, headers, label }) =>
      expectRefused(target, headers, label),
    );

    const api = [
      '/api/admin/dogs',
      '/api/admin/dogs/',
      '//api/admin/dogs',
      '/api/ADMIN/dogs',
      '/api/admin/./dogs',
      '/api/%61dmin/dogs',
      '/api/admin%2Fdogs',
      '/api/admin/dogs;x',
      '/api/admin/dogs.json',
      `/api/admin/dogs/${fixture.dogId}%00`,
      `/api/admin/dogs/${fixture.dogId}/`,
      '/api/auth/../admin/dogs',
      '/api/dogs/../admin/dogs',
      '/api/auth/user/',
    ];
    const apiCases = api.flatMap(
      (target): { target: string; headers: Record<string, string>; label: string }[] => [
        { target, headers: {}, label: 'no session' },
        { target, headers: { cookie: `session=${forged}` }, label: 'forged cookie' },
        { target, headers: { authorization: `Bearer ${forged}` }, label: 'forged bearer' },
        {
          target,
          headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
          label: 'subrequest',
        },
      ],
    );
    await inParallel(apiCases, 4, ({ target, headers, label }) =>
      expectRefused(target, headers, label),
    );
    // The disabled dog stays hidden from the public API however it is named.
    for (const name of [
      String(fixture.dogId),
      'secret-sylvester',
      'SECRET-SYLVESTER',
      `0${fixture.dogId}`,
    ]) {
      const response = await rawRequest(server.url, `/api/dogs/${name}`);
      expect(response.status, name).toBe(404);
      expectNoMarkers(response, `/api/dogs/${name}`);
    }
    expect((await rawRequest(server.url, `/${fixture.dogId}`)).status).toBe(404);
    expect((await rawRequest(server.url, '/secret-sylvester')).status).toBe(404);
  });
});

// The calendar feed sits among the admin's routes but is opened by its key alone (a phone's
// calendar has no session): anything but the current key gets the same 404, session or not.
describe('the calendar feed', () => {
  it('answers its current key only; no, old, wrong or hashed keys get one 404, signed in or not', async () => {
    const { cookie } = await signIn();
    const first = await call<{ key: string }>('/admin/calendar/key', { method: 'POST', token });
    const made = await call<{ key: string }>('/admin/calendar/key', { method: 'POST', token });
    expect([first.status, made.status]).toEqual([200, 200]);
    const key = made.body.key;
    const feed = (query: string, headers: Record<string, string> = {}) =>
      rawRequest(server.url, `/api/admin/calendar.ics${query}`, { headers });
    const own = await feed(`?key=${key}`);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toMatch(/^text\/calendar/);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.body).toMatch(/^BEGIN:VCALENDAR\r\n/);

    const wrong = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    const hashed = createHash('sha256').update(key).digest('hex');
    const queries = [
      '',
      '?key=',
      `?key=${first.body.key}`,
      `?key=${wrong}`,
      `?key=${key.toUpperCase()}`,
      `?key=${key}%00`,
      `?key=%20${key}`,
      `?key=${hashed}`,
      `?KEY=${key}`,
      `?key[]=${key}`,
    ];
    const credentials: Record<string, string>[] = [
      {},
      { cookie },
      { authorization: `Bearer ${token}` },
    ];
    const answers = [];
    for (const query of queries) {
      for (const headers of credentials) {
        const response = await feed(query, headers);
        const at = `${query} ${Object.keys(headers).join()}`;
        expectErrorBody(response, 404, 'notFound', at);
        expect(response.headers['cache-control'], at).toContain('no-store');
        expectNoMarkers(response, at);
        answers.push(response.body);
      }
    }
    // Nothing tells a missing key from a wrong or an old one.
    expect(new Set(answers).size).toBe(1);
  });
});

// Next's router decodes `/%61dmin` to `/admin`, while the proxy and next.config.mjs's header
// rules see the path as sent: such a path is refused before either decides anything.
describe('paths with percent-encoded letters', () => {
  it('are refused, for admin, private and API paths alike, with or without a session', async () => {
    const key = 'A'.repeat(43);
    const targets = [
      '/%61dmin',
      '/%61dmin/products',
      '/adm%69n/products',
      '/%41dmin',
      `/%61dmin/products/edit/${fixture.dogId}`,
      `/%6Dy/${key}`,
      `/m%79/${key}`,
      `/%6dy/visit/1.${key}`,
      '/%61pi/admin/dogs',
      '/api/%61dmin/dogs',
      `/api/%66iles/${key}`,
      '/%6Cogin',
    ];
    const sessions = { none: {}, cookie: { cookie: `session=${token}` } };
    for (const target of targets) {
      for (const [label, headers] of Object.entries(sessions)) {
        const at = `${target} (${label})`;
        const response = await rawRequest(server.url, target, { headers });
        expect(response.status, at).toBe(400);
        expect(JSON.parse(response.body), at).toEqual({ message: 'invalidBody' });
        expect(response.headers['content-security-policy'], at).toContain("default-src 'none'");
        expect(response.headers['set-cookie'], at).toBeUndefined();
        expectNoMarkers(response, at);
      }
    }
  });
});

describe('cross-site requests with the session cookie', () => {
  /** Origins (or their absence) a cross-site attacker's page could produce, and look-alikes. */
  function foreignOrigins(): [string, Record<string, string>][] {
    const { port } = new URL(server.url);
    return [
      ['foreign', { origin: 'https://evil.example' }],
      ['opaque', { origin: 'null' }],
      ['suffix look-alike', { origin: `http://localhost:${port}.evil.example` }],
      ['path look-alike', { origin: `http://evil.example/localhost:${port}` }],
      ['userinfo look-alike', { origin: `http://localhost:${port}@evil.example` }],
      ['other scheme', { origin: `https://localhost:${port}` }],
      ['other port', { origin: `http://localhost:${Number(port) + 1}` }],
      ['no port', { origin: 'http://localhost' }],
      // Behind nginx (TEST_NGINX=1) the site is at 127.0.0.1: then localhost is the other name.
      [
        'other host name',
        {
          origin: `http://${process.env.TEST_NGINX === '1' ? 'localhost' : '127.0.0.1'}:${port}`,
        },
      ],
      ['two origins', { origin: `${server.url} https://evil.example` }],
      ['foreign referer only', { referer: 'https://evil.example/form.html' }],
      ['own referer only', { referer: `${server.url}/admin` }],
      ['no origin', {}],
      [
        'spoofed X-Forwarded-Host',
        { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
      ],
      [
        'spoofed X-Forwarded-Host and -Proto',
        {
          origin: 'https://evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
      ],
      [
        'spoofed Forwarded',
        { origin: 'http://evil.example', forwarded: 'host=evil.example;proto=http' },
      ],
    ];
  }

  it('every cookie-authenticated mutation from another origin is refused (403) and changes nothing', async () => {
    const { cookie } = await signIn();
    const before = await state();
    const mutations = Object.entries(await protectedOperations()).filter(
      ([, operation]) => operation.method !== 'GET',
    );
    expect(mutations.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'POST /admin/dogs/[id]/images',
        'POST /admin/gallery',
        'PUT /auth/password',
        'POST /auth/logout',
      ]),
    );
    const cases = mutations.flatMap(([name, operation]) =>
      foreignOrigins().map(([label, headers]) => ({ name, operation, label, headers })),
    );
    await inParallel(cases, 4, async ({ name, operation, label, headers }) => {
      const response = await send(operation, { cookie, ...headers });
      expectErrorBody(response, 403, 'invalidOrigin', `${name} (${label})`);
    });
    expect(await state()).toEqual(before);
    // Logout and password change were refused too: the session and the password still work.
    expect((await call('/auth/user', { cookie })).status).toBe(200);
    await signIn();
  });

  it('from our own origin the cookie works, and a bearer token needs no Origin', async () => {
    for (const credentials of ['cookie', 'bearer'] as const) {
      const session = await signIn();
      const headers: Record<string, string> =
        credentials === 'cookie'
          ? { cookie: session.cookie, origin: server.url }
          : { authorization: `Bearer ${session.token}` };
      const phone = credentials === 'cookie' ? '+36 30 111 1111' : '+36 30 222 2222';
      // A browser's write carries the version it was based on (lib/validation/version.ts).
      const { version } = (await call<any>('/info')).body;
      const info = await send(json('PUT', '/info', { phone, version }), headers);
      expect(info.status, info.body).toBe(200);
      const dog = await send(
        json('POST', '/admin/dogs', { ...DOG, name: `Own ${credentials}` }),
        headers,
      );
      expect(dog.status, dog.body).toBe(201);
      const { id, version: dogVersion } = JSON.parse(dog.body);
      const upload = await formBytes(form([{ name: 'own.jpg', data: await jpeg(320, 240) }]));
      const photo = await send(
        { method: 'POST', path: `/api/admin/dogs/${id}/images`, ...upload },
        headers,
      );
      expect(photo.status, photo.body).toBe(201);
      const gallery = await send(
        { method: 'POST', path: '/api/admin/gallery', ...upload },
        headers,
      );
      expect(gallery.status, gallery.body).toBe(201);
      const galleryId = JSON.parse(gallery.body).images[0].id;
      expect(
        (await send({ method: 'DELETE', path: `/api/admin/gallery/${galleryId}` }, headers)).status,
      ).toBe(204);
      expect(
        (
          await send(
            { method: 'DELETE', path: `/api/admin/dogs/${id}?version=${dogVersion}` },
            headers,
          )
        ).status,
      ).toBe(204);
      expect((await call<any>('/info')).body.phone).toBe(phone);

      const changed = await send(
        json('PUT', '/auth/password', {
          currentPassword: ADMIN.password,
          newPassword: 'Interim12345',
        }),
        headers,
      );
      expect(changed.status, changed.body).toBe(200);
      const fresh = JSON.parse(changed.body).token as string;
      const back = await send(
        json('PUT', '/auth/password', {
          currentPassword: 'Interim12345',
          newPassword: ADMIN.password,
        }),
        { authorization: `Bearer ${fresh}` },
      );
      expect(back.status, back.body).toBe(200);
      const again = await signIn();
      const out = await send(
        { method: 'POST', path: '/api/auth/logout' },
        credentials === 'cookie'
          ? { cookie: again.cookie, origin: server.url }
          : { authorization: `Bearer ${again.token}` },
      );
      expect(out.status).toBe(204);
    }
    token = (await signIn()).token;
  });
});

describe('redirects never leave the site', () => {
  /** Targets that could take a browser elsewhere, raw and percent-encoded. */
  const PAYLOADS = [
    '//evil.example',
    '///evil.example',
    '////evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https:evil.example',
    'https://evil.example',
    'HTTPS://evil.example',
    '//evil.example/%2e%2e',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '%5C%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    '/%0a/evil.example',
    '/%0d%0aLocation:%20https://evil.example',
    'java\nscript:alert(1)',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' //evil.example',
    '/ /evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/admin/..//evil.example',
    '/admin//evil.example',
    '/admin@evil.example',
    '/\u3002/evil.example',
    '/\uff0f\uff0fevil.example',
    'evil.example',
  ];

  /** Where `location`, as a browser resolves it against a page of ours, leads. */
  function expectSameSite(location: string | undefined, label: string) {
    expect(location, label).toBeDefined();
    const resolved = new URL(location!, `${server.url}/login`);
    expect(resolved.origin, `${label} → ${location}`).toBe(server.url);
    // Browsers read "/\" like "//": never the start of a Location.
    expect(location!, label).not.toMatch(/^[\s]*[/\\]{2}/);
  }

  /**
   * The target the login form navigates to after signing in, on the login page at `address`: the
   * page is static, and the form reads `?redirect=` from the address as a browser parses it
   * (features/auth/ui/LoginForm.tsx). The page itself must be served.
   */
  async function redirectTo(address: string): Promise<string> {
    const page = await rawRequest(server.url, address);
    expect(page.status, address).toBe(200);
    expect(page.body, address).toContain('name="password"');
    return safeRedirect(new URL(address, server.url).searchParams.get('redirect'));
  }

  it('a signed-in admin on /login is sent on within the site', async () => {
    const { cookie } = await signIn();
    await inParallel(PAYLOADS, 4, async (payload) => {
      const response = await rawRequest(
        server.url,
        `/login?redirect=${encodeURIComponent(payload)}`,
        {
          headers: { cookie },
        },
      );
      expect(response.status, payload).toBe(307);
      expectSameSite(response.headers.location, payload);
      expect(new URL(response.headers.location!, server.url).pathname, payload).toBe(
        '/admin/products',
      );
    });
  });

  it('the login form only ever navigates within the site after signing in', async () => {
    const safe = `/login?redirect=${encodeURIComponent('/admin/products/add?x=1')}`;
    expect(await redirectTo(safe)).toBe('/admin/products/add?x=1');
    await inParallel(PAYLOADS, 4, async (payload) => {
      const raw = payload.replace(/[\s\u0080-\uffff]/g, encodeURIComponent);
      for (const query of [encodeURIComponent(payload), raw]) {
        const target = await redirectTo(`/login?redirect=${query}`);
        expect(new URL(target, `${server.url}/login`).origin, `${query} → ${target}`).toBe(
          server.url,
        );
        expect(target, query).not.toMatch(/^[/\\]{2}/);
      }
    });
  });

  it("the proxy's login redirect of an admin path keeps any payload inside the site", async () => {
    const targets = PAYLOADS.filter((p) => !/[\s\u3002\uff0f]/.test(p)).flatMap((payload) => [
      `/admin/products?next=${encodeURIComponent(payload)}`,
      `/admin/products?redirect=${payload.replace(/[#?&]/g, encodeURIComponent)}`,
      `/admin/${payload.replace(/^\/+/, '').replace(/[#?]/g, encodeURIComponent)}`,
    ]);
    await inParallel(targets, 4, async (target) => {
      const response = await rawRequest(server.url, target);
      expect([307, 308, 400, 404], `${target} → ${response.status}`).toContain(response.status);
      if (response.status === 400 || response.status === 404) return;
      expectSameSite(response.headers.location, target);
      if (response.status === 307) {
        const after = await redirectTo(response.headers.location!);
        expect(new URL(after, `${server.url}/login`).origin, `${target} → ${after}`).toBe(
          server.url,
        );
      }
    });
  });

  it("Next's own redirects (trailing slash, repeated slashes) stay on the site", async () => {
    const targets = [
      '//evil.example/',
      '//evil.example//',
      '///evil.example/',
      '/\\evil.example/',
      '/\\/evil.example/',
      '/%5Cevil.example/',
      '/%5cevil.example/',
      '/%2F%2Fevil.example/',
      '/%2F/evil.example/',
      '/.//evil.example/',
      '//evil.example/%2e%2e/',
      '//evil.example/..//',
      '/login//evil.example/',
      '/login/',
      '/admin/',
      '//admin/products/',
      '/api/health/',
      '/api//evil.example/',
      '/_next//evil.example/',
    ];
    await inParallel(targets, 4, async (target) => {
      const response = await rawRequest(server.url, target);
      expect(response.status, target).toBeLessThan(500);
      if (response.status >= 300 && response.status < 400)
        expectSameSite(response.headers.location, target);
    });
  });

  // nginx passes the site the path alone. `next start` by itself (16.4) answers such a request
  // with a redirect to the URL it names, before the proxy runs: only the client that sent it
  // gets it (browsers send the origin form to a server, RFC 9112 §3.2.1), and no shared cache
  // is in front to keep it (docs/serving.md).
  it.runIf(process.env.TEST_NGINX === '1')(
    'a request line in absolute form never sends anyone to the host it names',
    async () => {
      // `GET http://evil.example/contact HTTP/1.1` with our own Host: HTTP/1.1 servers must accept
      // the form, and nothing in the answer may point at the host the request line names.
      const paths = [
        '/contact',
        '/contact/',
        '/admin/products',
        '/admin/products?x=1',
        `/${fixture.dogId}`,
        '/login',
        '/no-such-page',
        '/api/health',
        '/api/health/',
        '/robots.txt',
      ];
      const targets = paths.flatMap((path) =>
        ['http://evil.example', 'https://evil.example', 'http://evil.example:8080'].map(
          (origin) => `${origin}${path}`,
        ),
      );
      await inParallel(targets, 4, async (target) => {
        const response = await rawRequest(server.url, target);
        expect(response.status, target).toBeLessThan(500);
        for (const [name, value] of Object.entries(response.headers)) {
          expect(value, `${target}: ${name}`).not.toContain('evil.example');
        }
        expect(response.body, target).not.toContain('evil.example');
        if (response.status >= 300 && response.status < 400)
          expectSameSite(response.headers.location, target);
      });
      // A target that is no URL at all: nginx serves its path on this site, no redirect either.
      const bogus = await rawRequest(server.url, 'http://evil.example:99999/contact');
      expect(bogus.status).toBe(200);
      expect(JSON.stringify(bogus.headers) + bogus.body).not.toContain('evil.example');
    },
  );
});

describe('sessions of deleted accounts and changed passwords', () => {
  function admin(...args: string[]) {
    const result = spawnSync(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/admin.ts', ...args],
      { cwd: ROOT, env: server.env, encoding: 'utf8', timeout: 120_000 },
    );
    return { code: result.status, output: `${result.stdout}${result.stderr}` };
  }

  it('a password change ends every other cookie session too', async () => {
    const other = await signIn();
    const mine = await signIn();
    const changed = await send(
      json('PUT', '/auth/password', {
        currentPassword: ADMIN.password,
        newPassword: 'Changed12345',
      }),
      { cookie: mine.cookie, origin: server.url },
    );
    expect(changed.status, changed.body).toBe(200);
    const renewed = sessionFrom(changed.headers);
    expect(renewed).toMatch(/^session=./);

    const before = await snapshot(call, JSON.parse(changed.body).token, server.dataDir);
    for (const stale of [other, mine]) {
      expectErrorBody(
        await send({ method: 'GET', path: '/api/auth/user' }, { cookie: stale.cookie }),
        401,
        'unauthorized',
        'user',
      );
      expectErrorBody(
        await send(json('PUT', '/info', { email: 'stale@evil.example' }), {
          cookie: stale.cookie,
          origin: server.url,
        }),
        401,
        'unauthorized',
        'info',
      );
      expectErrorBody(
        await send(
          { method: 'GET', path: '/api/auth/user' },
          { authorization: `Bearer ${stale.token}` },
        ),
        401,
        'unauthorized',
        'bearer',
      );
      await expectLogin('/admin/products', { cookie: stale.cookie });
    }
    expect(await snapshot(call, JSON.parse(changed.body).token, server.dataDir)).toEqual(before);
    const page = await rawRequest(server.url, '/admin/products', { headers: { cookie: renewed } });
    expect(page.status).toBe(200);

    const back = await send(
      json('PUT', '/auth/password', {
        currentPassword: 'Changed12345',
        newPassword: ADMIN.password,
      }),
      { cookie: renewed, origin: server.url },
    );
    expect(back.status, back.body).toBe(200);
    token = (await signIn()).token;
  });

  async function expectLogin(page: string, headers: Record<string, string>) {
    const response = await rawRequest(server.url, page, { headers });
    expect(response.status, page).toBe(307);
    expect(response.headers.location).toBe(`/login?redirect=${encodeURIComponent(page)}`);
    expectNoMarkers(response, page);
  }

  it('the admin command refuses a common password, before it opens the database', async () => {
    // ASVS 6.2.4 from the shell too: neither a new account nor a new password (the server may
    // keep running: a refused password never reaches the database).
    for (const args of [
      ['create', '--email', 'carl@example.com', '--name', 'Carl', '--password', 'Qwerty123'],
      ['password', '--email', ADMIN.email, '--password', 'password1'],
    ]) {
      const refused = admin(...args);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain('commonly used');
    }
    // No login attempt here to prove it: the throttling test below counts this client's.
  });

  it('a deleted account is refused at once, with its token or its cookie', async () => {
    const bob = { email: 'bob@example.com', password: 'BobSecret123' };
    let created = { code: null as number | null, output: '' };
    await server.restart(async () => {
      created = admin('create', '--email', bob.email, '--name', 'Bob', '--password', bob.password);
    });
    expect(created.code, created.output).toBe(0);
    const session = await signIn(bob.email, bob.password);
    expect((await call('/admin/dogs', { token: session.token })).status).toBe(200);
    const page = await rawRequest(server.url, '/admin/products', {
      headers: { cookie: session.cookie },
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain(bob.email);

    let deleted = { code: null as number | null, output: '' };
    let lastOne = { code: null as number | null, output: '' };
    await server.restart(async () => {
      deleted = admin('delete', '--email', bob.email);
      // The last account cannot go: sign-up would open again to anyone.
      lastOne = admin('delete', '--email', ADMIN.email);
    });
    expect(deleted.code, deleted.output).toBe(0);
    expect(lastOne.code, lastOne.output).toBe(1);
    token = (await signIn()).token;

    const before = await state();
    const operations = Object.entries(await protectedOperations());
    for (const [name, operation] of operations) {
      for (const [label, headers] of [
        ['token', { authorization: `Bearer ${session.token}` }],
        ['cookie', { cookie: session.cookie, origin: server.url }],
      ] as const) {
        const response = await send(operation, headers);
        expectErrorBody(response, 401, 'unauthorized', `${name} with a deleted account's ${label}`);
        expect(response.body).not.toContain(bob.email);
      }
    }
    for (const page of adminPagePaths({
      dog: fixture.dogId,
      parent: litter.motherId,
      litter: litter.id,
      application: applicationId,
    }))
      await expectLogin(page, { cookie: session.cookie });
    expect(await state()).toEqual(before);
    expect((await call('/auth/signup')).body).toEqual({ open: false });
  });
});

// Last: it uses up this client's login attempts.
describe('login throttling', () => {
  it('counts the connection, not forwarding headers a client makes up', async () => {
    const spoofs = (i: number): Record<string, string> =>
      [
        { 'x-forwarded-for': `203.0.113.${i}` },
        { 'x-real-ip': `198.51.100.${i}` },
        { forwarded: `for=192.0.2.${i}` },
        { 'x-forwarded-for': `10.0.${i}.1, 127.0.0.1` },
      ][i % 4]!;
    for (let i = 0; i < 20; i++) {
      const response = await send(
        json('POST', '/auth/login', { email: `spray${i}@example.com`, password: 'Guess12345' }),
        spoofs(i),
      );
      expectErrorBody(response, 401, 'invalidCredentials', `attempt ${i + 1}`);
    }
    for (let i = 20; i < 24; i++) {
      const response = await send(
        json('POST', '/auth/login', { email: `spray${i}@example.com`, password: 'Guess12345' }),
        spoofs(i),
      );
      expectErrorBody(response, 429, 'tooManyAttempts', `attempt ${i + 1}`);
    }
  });
});

describe('Server Functions: the site has none, and nothing reaches their decoder', () => {
  // React's Flight reply decoder, which Next runs for a POST to any page, is where React's
  // remote-code-execution advisories live. The body below has the shape of those exploits
  // (a chunk reaching `__proto__` and `constructor`); it must be refused before Next reads it.
  const boundary = 'rsc-probe';
  const flight =
    [
      [
        '0',
        '{"then":"$1:__proto__:then","status":"resolved_model","value":"{\\"then\\":\\"$B0\\"}"}',
      ],
      ['1', '"$@0"'],
      ['$ACTION_ID_7f00000000000000000000000000000000000000', ''],
    ]
      .map(
        ([name, value]) =>
          `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  const bodies: [string, Record<string, string>, string][] = [
    [
      'Next-Action + Flight',
      {
        'next-action': '7f'.padEnd(40, '0'),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      flight,
    ],
    [
      'Next-Action + text',
      { 'next-action': 'x', 'content-type': 'text/plain;charset=UTF-8' },
      '["$@1",{"a":1}]',
    ],
    [
      'form post (no header)',
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      flight,
    ],
    [
      'url-encoded form',
      { 'content-type': 'application/x-www-form-urlencoded' },
      '$ACTION_ID_7f=1&a=b',
    ],
  ];

  it('a POST (or any write) to a page, asset or file is 405 from the site itself, and changes nothing', async () => {
    const paths = [
      '/',
      '/puppies',
      '/contact',
      '/login',
      '/signup',
      '/admin',
      '/admin/products',
      `/admin/products/edit/${fixture.dogId}`,
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.ico',
      '/no-such-page',
      '/%61pi/auth/login',
    ];
    const before = await state();
    const cookie = `session=${token}`;
    const cases = paths.flatMap((target) =>
      ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].flatMap((method) =>
        bodies.map(([label, headers, body]) => ({ target, method, label, headers, body })),
      ),
    );
    await inParallel(cases, 4, async ({ target, method, label, headers, body }) => {
      const answer = await rawRequest(server.url, target, {
        method,
        headers: { ...headers, cookie, origin: server.url },
        body,
      });
      const what = `${method} ${target} (${label})`;
      if ('next-action' in headers) {
        expect(answer.status, what).toBe(400);
        expect(JSON.parse(answer.body), what).toEqual({ message: 'invalidBody' });
      } else {
        expect(answer.status, what).toBe(405);
        expect(answer.headers.allow, what).toBe('GET, HEAD');
        expect(JSON.parse(answer.body), what).toEqual({ message: 'methodNotAllowed' });
      }
      expect(answer.headers['content-type'], what).toBe('application/json');
    });
    // The build's files are Next's (the proxy does not run for them): a write is never served.
    for (const method of ['POST', 'PUT', 'DELETE']) {
      for (const [label, headers, body] of bodies) {
        const answer = await rawRequest(server.url, '/_next/static/chunks/x.js', {
          method,
          headers: { ...headers, cookie, origin: server.url },
          body,
        });
        expect(answer.status, `${method} build file (${label})`).toBe(404);
      }
    }
    expect(await state()).toEqual(before);
  });

  it('a Next-Action header is refused on the API and on GET too; the pages themselves still answer', async () => {
    const requests: [string, string][] = [
      ['POST', '/api/auth/login'],
      ['PUT', '/api/admin/info'],
      ['GET', '/'],
      ['GET', '/api/dogs'],
    ];
    for (const [method, target] of requests) {
      const answer = await rawRequest(server.url, target, {
        method,
        headers: { 'next-action': '7f'.padEnd(40, '0'), 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      expect(answer.status, `${method} ${target}`).toBe(400);
    }
    for (const method of ['GET', 'HEAD']) {
      expect((await rawRequest(server.url, '/puppies', { method })).status, method).toBe(200);
    }
    const dogs = await call('/dogs');
    expect(dogs.status).toBe(200);
  });
});
