import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  expectError,
  expectFieldError,
  sessionCookie,
  signupAdmin,
} from './support/client';
import { startServer, type TestServer } from './support/server';

// The FAQ — a fresh install's questions, the breeder's order (409 on a stale
// one), the page and its FAQPage structured data.

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let browser: { cookie: string; origin: string };

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
  const cookie = await sessionCookie(call);
  browser = { cookie, origin: server.url };
});
afterAll(() => server?.stop());

const asBrowser = (path: string, method: string, json?: unknown) =>
  call<any>(path, { method, json, cookie: browser.cookie, headers: { origin: browser.origin } });

const page = (path: string, locale = 'en') =>
  fetch(`${server.url}${path}`, { headers: { cookie: `NEXT_LOCALE=${locale}` } });

/** The page until it shows `text` (it is rebuilt on the request after a change). */
async function pageShowing(path: string, text: string, locale = 'en'): Promise<string> {
  let html = '';
  for (let i = 0; i < 40; i++) {
    html = await (await page(path, locale)).text();
    if (html.includes(text)) return html;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return html;
}

const faqJsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!))
    .find((data) => data['@type'] === 'FAQPage');

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

describe('the FAQ', () => {
  it('starts with the kennel’s questions, written in all three languages', async () => {
    const { body } = await call<any>('/faq');
    expect(body.entries).toHaveLength(6);
    expect(body.order).toBe(body.entries.map((e: any) => e.id).join(','));
    for (const entry of body.entries) {
      for (const language of ['en', 'hu', 'de']) {
        expect(entry.question[language], JSON.stringify(entry)).not.toBe('');
        expect(entry.answer[language]?.type).toBe('doc');
      }
    }
    expect(body.entries[0].question.en).toBe('What does the price of a puppy include?');
    expect((await call<any>('/admin/faq', { token })).body).toEqual(body);
    // Writes refused on the untouched list leave it whole (nothing half stored).
    const id = body.entries[0].id;
    expectError(
      await asBrowser(`/admin/faq/${id}`, 'PATCH', { question: { en: 'Stale?' }, version: 7 }),
      409,
      'editConflict',
    );
    expectFieldError(
      await asBrowser(`/admin/faq/${id}`, 'PATCH', {
        question: { en: '', hu: '', de: '' },
        version: 1,
      }),
      'question.en',
      'required',
    );
    expect((await call<any>('/faq')).body).toEqual(body);
  });

  it('shows them on /faq in order, with FAQPage JSON-LD answering in plain text', async () => {
    const html = await (await page('/faq', 'hu')).text();
    expect(html).toMatch(/<html[^>]*lang="hu"/);
    const questions = [...html.matchAll(/<h2 id="faq-\d+"[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(questions[0]).toBe('Mit tartalmaz a kiskutya ára?');
    expect(questions).toHaveLength(6);
    const data = faqJsonLd(html);
    expect(data.mainEntity).toHaveLength(6);
    expect(data.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: 'Mit tartalmaz a kiskutya ára?',
      acceptedAnswer: { '@type': 'Answer' },
    });
    const answer: string = data.mainEntity[0].acceptedAnswer.text;
    expect(answer).toContain('EU-s kisállatútlevél');
    expect(answer).not.toMatch(/[<{]/);
    // The facts are filled in: the pedigree fee, the airlines.
    expect(html).not.toContain('{pedigreeFee}');
    expect(html).not.toContain('{airlines}');
    expect((await page('/faq')).status).toBe(200);
  });

  it('reorders with the order’s version: a stale order gets 409 with the list as it is', async () => {
    const { body: list } = await call<any>('/admin/faq', { token });
    const ids: number[] = list.entries.map((e: any) => e.id);
    const moved = [ids[5]!, ...ids.slice(0, 5)];
    const saved = await asBrowser('/admin/faq/order', 'PUT', { ids: moved, version: list.order });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.entries.map((e: any) => e.id)).toEqual(moved);
    const stale = await asBrowser('/admin/faq/order', 'PUT', { ids, version: list.order });
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current.entries.map((e: any) => e.id)).toEqual(moved);
    expectError(await asBrowser('/admin/faq/order', 'PUT', { ids: moved }), 428);
    expectError(
      await asBrowser('/admin/faq/order', 'PUT', {
        ids: moved.slice(1),
        version: saved.body.order,
      }),
      422,
      'invalidIds',
    );
    const html = await pageShowing('/faq', 'Can we visit you', 'en');
    const questions = [...html.matchAll(/<h2 id="faq-\d+"[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(questions[0]).toBe('Can we visit you and meet the puppies?');
    expect(faqJsonLd(html).mainEntity[0].name).toBe('Can we visit you and meet the puppies?');
  });

  it('adds, edits (409 on a stale version), translates and deletes a question', async () => {
    expectFieldError(
      await call('/admin/faq', { token, json: { question: { en: ' ' } } }),
      'question.en',
      'required',
    );
    const added = await call<any>('/admin/faq', {
      token,
      json: { question: { en: 'Do you ship outside the EU?' }, answer: { en: doc('Ask us.') } },
    });
    expect(added.status).toBe(201);
    const entry = added.body;
    const { body: list } = await call<any>('/faq');
    expect(list.entries.at(-1).id).toBe(entry.id);
    // The order changed with the new question: the version read before it is stale.
    const translated = await asBrowser(`/admin/faq/${entry.id}`, 'PATCH', {
      question: { de: 'Liefern Sie auch außerhalb der EU?' },
      answer: { de: '<p>Fragen Sie uns.</p>' },
      version: 1,
    });
    expect(translated.status, JSON.stringify(translated.body)).toBe(200);
    expect(translated.body.answer.de.content[0].content[0].text).toBe('Fragen Sie uns.');
    const stale = await asBrowser(`/admin/faq/${entry.id}`, 'PATCH', {
      question: { en: 'Too late' },
      version: 1,
    });
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current.question.de).toBe('Liefern Sie auch außerhalb der EU?');
    // In Hungarian the English question stands in, marked as English.
    const hu = await pageShowing('/faq', 'Do you ship outside the EU?', 'hu');
    expect(hu).toMatch(/<section[^>]*lang="en"[^>]*><h2[^>]*>Do you ship outside the EU\?<\/h2>/);
    expectError(await asBrowser(`/admin/faq/${entry.id}?version=1`, 'DELETE'), 409);
    expect(
      (await call(`/admin/faq/${entry.id}?version=2`, { method: 'DELETE', token })).status,
    ).toBe(204);
    expectError(await call(`/admin/faq/${entry.id}`, { token }), 404, 'faqNotFound');
    expect((await call<any>('/faq')).body.entries).toHaveLength(6);
  });

  it('shows a question in a language only with its answer there; the admin keeps it whole', async () => {
    const car = await call<any>('/admin/faq', {
      token,
      json: {
        question: { en: 'Do puppies travel by car?', hu: 'Utaznak a kölykök autóval?' },
        answer: { en: doc('Yes, with a break every two hours.') },
      },
    });
    expect(car.status).toBe(201);
    const unanswered = await call<any>('/admin/faq', {
      token,
      json: { question: { hu: 'Válasz nélküli kérdés?' } },
    });
    expect(unanswered.status).toBe(201);

    // The public API: the Hungarian question waits for its answer, the unanswered one is left out.
    const { body } = await call<any>('/faq');
    const shown = body.entries.find((e: any) => e.id === car.body.id);
    expect(shown.question).toEqual({ en: 'Do puppies travel by car?', hu: '', de: '' });
    expect(shown.answer).toMatchObject({ hu: null, de: null, en: { type: 'doc' } });
    expect(body.entries.map((e: any) => e.id)).not.toContain(unanswered.body.id);
    expect(body.order).toBe(body.entries.map((e: any) => e.id).join(','));
    // The breeder's list has both whole.
    const { body: admin } = await call<any>('/admin/faq', { token });
    expect(admin.entries.find((e: any) => e.id === car.body.id).question.hu).toBe(
      'Utaznak a kölykök autóval?',
    );
    expect(admin.entries.map((e: any) => e.id)).toContain(unanswered.body.id);

    // The Hungarian page shows the English question and answer (marked), never a bare question.
    let hu = await pageShowing('/faq', 'Do puppies travel by car?', 'hu');
    expect(hu).toMatch(/<section[^>]*lang="en"[^>]*><h2[^>]*>Do puppies travel by car\?<\/h2>/);
    expect(hu).toContain('Yes, with a break every two hours.');
    expect(hu).not.toContain('Utaznak a kölykök autóval?');
    expect(hu).not.toContain('Válasz nélküli kérdés?');
    const names = faqJsonLd(hu).mainEntity.map((q: any) => q.name);
    expect(names).toContain('Do puppies travel by car?');
    expect(names).not.toContain('Válasz nélküli kérdés?');
    expect(await pageShowing('/faq', 'Do puppies travel by car?', 'de')).not.toContain(
      'Válasz nélküli kérdés?',
    );

    // Answered in Hungarian, it shows in Hungarian.
    const answered = await call<any>(`/admin/faq/${car.body.id}`, {
      method: 'PATCH',
      token,
      json: { answer: { hu: doc('Igen, kétóránként pihenővel.') }, version: car.body.version },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    hu = await pageShowing('/faq', 'Utaznak a kölykök autóval?', 'hu');
    expect(hu).toMatch(/<section[^>]*><h2[^>]*>Utaznak a kölykök autóval\?<\/h2>/);
    expect(hu).not.toMatch(/<section[^>]*lang="en"[^>]*><h2[^>]*>Do puppies travel/);
    expect(hu).toContain('Igen, kétóránként pihenővel.');
    expect((await call<any>('/faq')).body.entries.find((e: any) => e.id === car.body.id)).toEqual(
      (await call<any>(`/admin/faq/${car.body.id}`, { token })).body,
    );
  });

  it('keeps deleted questions deleted: the defaults never come back, even with none left', async () => {
    const { body } = await call<any>('/admin/faq', { token });
    for (const entry of body.entries) {
      const deleted = await call(`/admin/faq/${entry.id}?version=${entry.version}`, {
        method: 'DELETE',
        token,
      });
      expect(deleted.status).toBe(204);
    }
    expect((await call<any>('/faq')).body).toEqual({ entries: [], order: '' });
    const html = await pageShowing('/faq', 'No questions here yet.');
    expect(html).toContain('No questions here yet.');
    expect(faqJsonLd(html).mainEntity).toEqual([]);
    const added = await call<any>('/admin/faq', { token, json: { question: { en: 'New?' } } });
    expect(added.body.id).toBeGreaterThan(7);
  });
});
