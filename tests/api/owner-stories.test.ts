import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DOG, expectError, signupAdmin } from './support/client';
import { applicationBody } from './support/application';
import { form, jpeg, phonePhoto, pixelBomb, png } from './support/images';
import { BROWSER, httpRequest, textOf } from './support/raw';
import { startServer, type TestServer } from './support/server';

// Owners' photos and stories: only a placed buyer sends them, through the admin's
// upload limits and a per-link throttle; they stay private until the breeder approves them, then
// join the gallery with the dog's name, the dog's page and /reviews (an edit marked as such).

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let address = 0;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1' });
  call = client(server.url);
  token = await signupAdmin(call);
});
afterAll(async () => {
  await server?.stop();
});

const admin = (path: string, method = 'GET', json?: unknown) =>
  call<any>(path, { method, token, ...(json === undefined ? {} : { json }) });

interface Buyer {
  id: number;
  link: string;
  dog: { id: number; slug: string; name: string };
}

/** An application through the public API, approved, with a fresh private link and a puppy. */
async function approvedBuyer(name: string, country = 'DE'): Promise<Buyer> {
  const applied = await call<{ id: number }>('/applications', {
    headers: { 'x-forwarded-for': `198.51.100.${++address}` },
    json: applicationBody({
      name: `${name} Example`,
      email: `${name.toLowerCase()}@example.com`,
      phone: '+49 30 1234567',
      country,
      city: 'Berlin',
      locale: 'en',
    }),
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const id = applied.body.id;
  expect((await admin(`/admin/applications/${id}`, 'PATCH', { decision: 'approve' })).status).toBe(
    200,
  );
  const linked = await admin(`/admin/applications/${id}/link`, 'POST');
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  const link = /\/my\/([A-Za-z0-9_-]+)$/.exec(linked.body.link)![1]!;
  const dog = (await admin('/admin/dogs', 'POST', { ...DOG, name: `Puppy of ${name}` })).body;
  return { id, link, dog: { id: dog.id, slug: dog.slug, name: dog.name } };
}

async function reserve(buyer: Buyer) {
  const offered = await admin('/admin/offers', 'POST', {
    applicationId: buyer.id,
    dogId: buyer.dog.id,
  });
  expect(offered.status, JSON.stringify(offered.body)).toBe(201);
  const accepted = await call(`/my/${buyer.link}/offer`, {
    json: { offerId: offered.body.offer.id, answer: 'accept' },
  });
  expect(accepted.status).toBe(204);
}

async function placedBuyer(name: string): Promise<Buyer> {
  const buyer = await approvedBuyer(name);
  await reserve(buyer);
  const placed = await admin(`/admin/applications/${buyer.id}/placed`, 'POST');
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  expect(placed.body.status).toBe('placed');
  return buyer;
}

interface Send {
  files?: { name: string; data: Buffer; type?: string }[];
  story?: string;
  name?: string;
  consent?: boolean;
}

function body({ files = [], story = '', name = 'Eva', consent = true }: Send): FormData {
  const data = form(files);
  data.append('name', name);
  data.append('story', story);
  if (consent) data.append('consent', 'on');
  return data;
}

/** A script's send (JSON answers). */
const send = (link: string, what: Send) =>
  call<any>(`/my/${link}/story`, {
    method: 'POST',
    body: body(what),
    headers: { accept: 'application/json' },
  });

/** The page's form without JavaScript: 303 back to the page. */
const sendByForm = (link: string, what: Send) =>
  fetch(`${server.url}/api/my/${link}/story`, {
    method: 'POST',
    body: body(what),
    redirect: 'manual',
    headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin' },
  });

const page = async (path: string) =>
  textOf(await httpRequest(server.url, path, { ...BROWSER, cookie: 'NEXT_LOCALE=en' }));

describe.sequential("owners' photos and stories", () => {
  let owner: Buyer;
  let storyId: number;
  let privateUrls: string[];

  it('takes photos and stories only from a placed buyer', async () => {
    const waiting = await approvedBuyer('Wanda');
    expectError(await send(waiting.link, { story: 'Hi' }), 403, 'storyNotPlaced');
    await reserve(waiting);
    expectError(await send(waiting.link, { story: 'Hi' }), 403, 'storyNotPlaced');
    // A reserved buyer's page offers no form.
    expect(await page(`/my/${waiting.link}`)).not.toContain('id="owner-story"');

    const leaving = await approvedBuyer('Lotte');
    expect((await call(`/my/${leaving.link}/withdraw`, { method: 'POST' })).status).toBe(200);
    expectError(await send(leaving.link, { story: 'Hi' }), 404, 'linkNotValid');
    expectError(await send('x'.repeat(43), { story: 'Hi' }), 404, 'linkNotValid');

    owner = await placedBuyer('Eva');
    const html = await page(`/my/${owner.link}`);
    expect(html).toContain('id="owner-story"');
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    // Gone home: the deposit and the go-home day are no longer the page's news.
    expect(html).not.toContain('id="my-deposit"');
    expect(html).not.toContain('id="my-home"');
  });

  it('holds uploads to the admin’s limits, all or nothing, and throttles each link', async () => {
    const limited = await placedBuyer('Greta');
    const photo = await jpeg(400, 300);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, data: photo }));
    const tooMany = await send(limited.link, { files: eleven });
    expectError(tooMany, 422, 'tooManyFiles');
    expect(tooMany.body.errors).toEqual([{ msg: 'tooManyFiles', path: 'p10.jpg' }]);

    const big = Buffer.concat([photo, Buffer.alloc(600 * 1024)]);
    const tooLarge = await send(limited.link, {
      files: [
        { name: 'ok.jpg', data: photo },
        { name: 'big.jpg', data: big },
      ],
    });
    expectError(tooLarge, 413, 'fileTooLarge');

    const text = Buffer.from('not a photo at all');
    expectError(
      await send(limited.link, { files: [{ name: 'notes.jpg', data: text }] }),
      415,
      'unsupportedType',
    );
    expectError(
      await send(limited.link, {
        files: [{ name: 'bomb.png', data: pixelBomb(), type: 'image/png' }],
      }),
      422,
      'imageTooLarge',
    );
    const noConsent = await send(limited.link, { story: 'Lovely', consent: false });
    expect(noConsent.body.errors).toContainEqual({ msg: 'storyConsentRequired', path: 'consent' });
    // None of it was kept.
    expect((await admin('/admin/owner-stories')).body.pending).toEqual([]);

    // Five sends an hour per link, refused ones included.
    const throttled = await send(limited.link, { files: [{ name: 'ok.jpg', data: photo }] });
    expectError(throttled, 429, 'tooManyUploads');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Another link is not held back.
    expectError(await send(owner.link, { story: 'x'.repeat(1501) }), 422);
  });

  it('keeps a send private until the breeder decides, and refuses a second one meanwhile', async () => {
    // The form without JavaScript keeps what was typed when it is refused, errors beside fields.
    const refused = await sendByForm(owner.link, { story: 'Bőrös loves the lake.', name: ' ' });
    expect(refused.status).toBe(303);
    const back = new URL(refused.headers.get('location')!, server.url);
    expect(back.searchParams.get('storyError')).toBe('validationFailed');
    const again = await page(`${back.pathname}${back.search}`);
    expect(again).toContain('Bőrös loves the lake.</textarea>');
    expect(again).toMatch(/id="owner-name-error"[^>]*>(<div>)?This field is required\./);

    const sent = await sendByForm(owner.link, {
      name: 'Éva',
      story: 'Bőrös loves the lake.\n\nShe sleeps all afternoon.',
      files: [
        { name: 'lake.jpg', data: await jpeg(800, 600, '#48a') },
        { name: 'sofa.png', data: await png(300, 200), type: 'image/png' },
      ],
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/my/${owner.link}?done=storySent#owner-story`);
    expectError(await send(owner.link, { story: 'More news' }), 409, 'storyPending');

    const queue = await admin('/admin/owner-stories');
    expect(queue.body.pending).toHaveLength(1);
    const story = queue.body.pending[0];
    storyId = story.id;
    expect(story).toMatchObject({
      status: 'pending',
      firstName: 'Éva',
      country: 'DE',
      dog: { name: owner.dog.name, slug: owner.dog.slug },
      text: 'Bőrös loves the lake.\n\nShe sleeps all afternoon.',
      editedText: null,
    });
    expect(story.photos).toHaveLength(2);
    privateUrls = story.photos.map((p: { url: string }) => p.url);
    for (const url of privateUrls) {
      expect(url).toMatch(/^\/api\/files\/private-[0-9a-f-]+-\d+\.webp\?expires=/);
      const file = await fetch(`${server.url}${url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      // By key alone it is not served, nor listed anywhere public.
      const key = new URL(url, server.url).pathname.split('/').pop()!;
      expect((await fetch(`${server.url}/api/uploads/${key}`)).status).toBe(404);
    }
    expect((await call<any[]>('/gallery')).body).toEqual([]);
    expect((await call<any[]>('/reviews')).body).toEqual([]);
    const empty = await page('/reviews');
    expect(empty).not.toContain('Bőrös loves the lake');
    // Who may write, and that every story is published: also while there are none.
    expect(empty).toContain(
      'Only families who took one of our puppies home can write a story here.',
    );
    // The owner sees it waiting.
    expect(await page(`/my/${owner.link}`)).toContain('Awaiting review');
  });

  it('approves the chosen photos into the gallery with the dog’s name, marks an edit, and refuses stale decisions', async () => {
    const { version, photos } = (await admin('/admin/owner-stories')).body.pending[0];
    const edited = 'Bőrös loves the lake.\n\nShe sleeps all afternoon, snoring.';
    const approved = await admin(`/admin/owner-stories/${storyId}`, 'PATCH', {
      action: 'approve',
      photoIds: [photos[0].id],
      text: edited,
      version,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', editedText: edited });
    expect(approved.body.photos.map((p: { status: string }) => p.status)).toEqual([
      'approved',
      'rejected',
    ]);

    // The same decision again, from a screen that read the old version: 409 with it as it is.
    const stale = await admin(`/admin/owner-stories/${storyId}`, 'PATCH', {
      action: 'reject',
      version,
    });
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current).toMatchObject({ status: 'approved', version: version + 1 });
    expectError(
      await admin(`/admin/owner-stories/${storyId}`, 'PATCH', { action: 'reject' }),
      409,
      'storyDecided',
    );

    const gallery = (await call<any[]>('/gallery')).body;
    expect(gallery).toHaveLength(1);
    expect(gallery[0].dog).toEqual({ name: owner.dog.name, slug: owner.dog.slug });
    expect(gallery[0].url).toMatch(/^\/api\/uploads\/[0-9a-f-]+-\d+\.webp$/);
    expect((await fetch(`${server.url}${gallery[0].url}`)).status).toBe(200);
    // The private files are gone: their links no longer open anything.
    for (const url of privateUrls) expect((await fetch(`${server.url}${url}`)).status).toBe(404);
    expect(await page('/gallery')).toContain(owner.dog.name);

    const reviews = (await call<any[]>('/reviews')).body;
    expect(reviews).toEqual([
      expect.objectContaining({
        firstName: 'Éva',
        country: 'DE',
        dog: { name: owner.dog.name, slug: owner.dog.slug },
        text: edited,
        edited: true,
      }),
    ]);
    const html = await page('/reviews');
    expect(html).toContain('snoring');
    expect(html).toContain('Éva, Germany');
    expect(html).toContain('edited by the kennel');
    expect(html).toContain(
      'We publish every story, whatever it says about us; we remove only abusive content.',
    );
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!))
      .find((data) => data['@graph']?.[0]?.['@type'] === 'Review');
    expect(ld['@graph'][0]).toMatchObject({
      author: { '@type': 'Person', name: 'Éva' },
      itemReviewed: { '@type': 'LocalBusiness' },
      reviewBody: edited,
    });
    expect(await page(`/${owner.dog.slug}`)).toMatch(/Where is .* now\?[\s\S]*snoring/);
    expect(await page(`/my/${owner.link}`)).toContain('Published');
  });

  it('edits a published story only with a mark, and rejects a later send with its files', async () => {
    const current = (await admin('/admin/owner-stories')).body.approved[0];
    const edited = await admin(`/admin/owner-stories/${storyId}`, 'PATCH', {
      action: 'edit',
      text: current.text,
      version: current.version,
    });
    expect(edited.status).toBe(200);
    // Back to the owner's own words: no longer marked.
    expect(edited.body.editedText).toBeNull();
    expect((await call<any[]>('/reviews')).body[0]).toMatchObject({ edited: false });

    expect(
      (await send(owner.link, { files: [{ name: 'again.jpg', data: await jpeg() }] })).status,
    ).toBe(201);
    const pending = (await admin('/admin/owner-stories')).body.pending[0];
    const rejected = await admin(`/admin/owner-stories/${pending.id}`, 'PATCH', {
      action: 'reject',
      version: pending.version,
    });
    expect(rejected.body).toMatchObject({ status: 'rejected' });
    expect((await fetch(`${server.url}${pending.photos[0].url}`)).status).toBe(404);
    expect((await call<any[]>('/gallery')).body).toHaveLength(1);
    expect((await call<any[]>('/reviews')).body).toHaveLength(1);
  });
});

/** The page's form as a browser sends it without JavaScript: its fields in the page's order. */
function pageForm({ files = [], story = '', name = 'Rita', consent = true }: Send): FormData {
  const data = new FormData();
  data.append('story', story);
  data.append('name', name);
  for (const file of files) {
    data.append(
      'images',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  }
  if (consent) data.append('consent', 'on');
  return data;
}

/** A post of the page's form without JavaScript, from the site's own page (its Origin). */
const postPageForm = (link: string, what: Send) =>
  fetch(`${server.url}/api/my/${link}/story`, {
    method: 'POST',
    body: pageForm(what),
    redirect: 'manual',
    headers: { accept: 'text/html', origin: server.url },
  });

/** Where a 303 sends the owner, and that page as the browser gets it. */
async function followed(answer: Response) {
  expect(answer.status).toBe(303);
  const location = answer.headers.get('location')!;
  const back = new URL(location, server.url);
  return { location, back, html: await page(`${back.pathname}${back.search}`) };
}

const pending = async (firstName: string) =>
  ((await admin('/admin/owner-stories')).body.pending as any[]).filter(
    (s) => s.firstName === firstName,
  );

describe.sequential('an owner’s story: nothing typed is lost', () => {
  it('refuses a pasted 1,800-character story with the limit and the count, and keeps the text', async () => {
    const buyer = await placedBuyer('Stella');
    const story =
      'Bőrös swims every morning and sleeps all afternoon. '.repeat(40).slice(0, 1799) + '!';
    expect(story).toHaveLength(1800);

    const script = await send(buyer.link, { story, name: 'Stella' });
    expectError(script, 422, 'validationFailed');
    expect(script.body.errors).toEqual([{ msg: 'storyTooLong', path: 'story' }]);
    expect(await pending('Stella')).toEqual([]);

    const { location, back, html } = await followed(
      await postPageForm(buyer.link, { story, name: 'Stella' }),
    );
    expect(back.searchParams.get('storyError')).toBe('validationFailed');
    expect(location).not.toContain('Bőrös');
    expect(location).not.toContain(encodeURIComponent('Bőrös'));
    // All of it, not the first 1,500 (nor 1,600) characters, and no maxlength to cut a paste.
    expect(html).toContain(`>${story}</textarea>`);
    expect(html).not.toMatch(/<textarea[^>]*maxlength/i);
    expect(html).toMatch(
      /id="owner-story-error"[^>]*>(<div>)?Your story is 1,800 characters long, but at most 1,500 can be sent\./,
    );
    expect(await pending('Stella')).toEqual([]);
  });

  it('takes a phone’s 2.2 MB photo without JavaScript and stores it shrunk', async () => {
    const buyer = await placedBuyer('Rita');
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(photo.length).toBeLessThan(3 * 1024 * 1024);

    const sent = await postPageForm(buyer.link, {
      story: 'Straight from my phone.',
      name: 'Rita',
      files: [{ name: 'IMG_0001.jpg', data: photo }],
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/my/${buyer.link}?done=storySent#owner-story`);
    const [story] = await pending('Rita');
    expect(story).toMatchObject({ text: 'Straight from my phone.' });
    expect(story.photos).toHaveLength(1);
    const file = await fetch(`${server.url}${story.photos[0].url}`);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const stored = Buffer.from(await file.arrayBuffer());
    expect(stored.length).toBeLessThan(512 * 1024);
  });

  it('answers a 17 MB send without JavaScript with the page, the refusal beside the photos and the story kept', async () => {
    const buyer = await placedBuyer('Nora');
    const story = 'Our first walk by the Danube.\nShe met a swan.';
    const huge = Buffer.concat([await jpeg(), randomBytes(17 * 1024 * 1024)]);
    const answer = await postPageForm(buyer.link, {
      story,
      name: 'Nóra',
      files: [{ name: 'huge.jpg', data: huge }],
    });
    const { location, back, html } = await followed(answer);
    expect(back.pathname).toBe(`/my/${buyer.link}`);
    expect(back.searchParams.get('storyError')).toBe('photosTooLargeNoScript');
    expect(location).not.toMatch(/Danube|story(Text|Name)=/);
    expect(html).toContain('>Our first walk by the Danube.\nShe met a swan.</textarea>');
    expect(html).toContain('value="Nóra"');
    expect(html).toMatch(
      /id="owner-images-error"[^>]*>(<div>)?These photos are too large to send without JavaScript: at most 10 MB together\./,
    );
    expect(await pending('Nóra')).toEqual([]);

    // Wrong type and throttled: the same page, the story still there.
    const typed = { story: 'Second try.', name: 'Nóra' };
    const notPhoto = await followed(
      await postPageForm(buyer.link, {
        ...typed,
        files: [{ name: 'notes.jpg', data: Buffer.from('not a photo') }],
      }),
    );
    expect(notPhoto.back.searchParams.get('storyError')).toBe('unsupportedType');
    expect(notPhoto.html).toContain('>Second try.</textarea>');
    expect(notPhoto.html).toMatch(
      /id="owner-images-error"[^>]*>(<div>)?notes\.jpg: This file is not/,
    );
    for (let sent = 2; sent < 5; sent++) {
      expect((await postPageForm(buyer.link, { ...typed, consent: false })).status).toBe(303);
    }
    const throttled = await followed(
      await postPageForm(buyer.link, { story: 'Third try, later.', name: 'Nóra' }),
    );
    expect(throttled.back.searchParams.get('storyError')).toBe('tooManyUploads');
    expect(throttled.html).toContain('>Third try, later.</textarea>');
    expect(throttled.html).toContain('Please try again in an hour.');
    expect(await pending('Nóra')).toEqual([]);
  });
});
