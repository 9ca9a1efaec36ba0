import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server-process';
import { client, expectError, signupAdmin } from './support/client';
import { documentForm, minimalPdf } from './support/documents';
import { applicationBody } from './support/application';
import { form, jpeg, png } from './support/images';
import { BROWSER, httpRequest, textOf } from './support/raw';
import { startServer, TEST_AUTH_SECRET, type TestServer } from './support/server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// The breeder attaches files to a buyer (checked by content, at most 10 MB), the
// buyer downloads them through short-lived signed links (/api/files/{key}), and nobody else can.

const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
const PRIVATE_LINK = /\/my\/([A-Za-z0-9_-]{43})/;

let smtp: TestSmtpServer;
let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let addresses = 0;

beforeAll(async () => {
  smtp = await startSmtpServer(await freePort());
  server = await startServer({
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'kennel@example.com',
    NOTIFY_EMAIL: 'breeder@example.com',
  });
  call = client(server.url);
  token = await signupAdmin(call);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

interface Buyer {
  id: number;
  token: string;
}

/** Applies through the public form's API; the private link from the acknowledgement mail. */
async function apply(name: string): Promise<Buyer> {
  const email = `${name.toLowerCase()}@example.com`;
  const applied = await call<{ id: number }>('/applications', {
    headers: { 'x-forwarded-for': `198.51.100.${++addresses}` },
    json: applicationBody({ name, email, locale: 'en' }),
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = smtp.received.find((m) => m.to.includes(email));
    const link = mail && PRIVATE_LINK.exec(mail.text)?.[1];
    if (link) return { id: applied.body.id, token: link };
    if (Date.now() > deadline) throw new Error(`no private link mailed to ${email}`);
    await smtp.waitFor(smtp.received.length + 1, deadline - Date.now()).catch(() => {});
  }
}

interface Document {
  id: number;
  kind: string;
  title: string | null;
  fileName: string;
  contentType: string;
  size: number;
  url: string;
}

const documentsPath = (buyer: Buyer) => `/admin/applications/${buyer.id}/documents`;
const attach = (buyer: Buyer, body: FormData, auth: string | null = token) =>
  call<any>(documentsPath(buyer), { body, ...(auth ? { token: auth } : {}) });
const keyOf = (url: string) => new URL(url, server.url).pathname.split('/').pop()!;
const stored = (url: string) => existsSync(path.join(server.dataDir, 'uploads', keyOf(url)));
const download = (url: string) => fetch(new URL(url, server.url));
const myDocuments = (buyer: Buyer) => call<any>(`/my/${buyer.token}/documents`);

/** A link to `key` signed with the test server's key, as lib/server/private-links.ts makes it. */
function signedLink(key: string, expires: number, name = '') {
  const signature = createHmac('sha256', TEST_AUTH_SECRET)
    .update(`${key}\n${expires}\n${name}`)
    .digest('base64url');
  const query = new URLSearchParams({ expires: String(expires) });
  if (name) query.set('name', name);
  query.set('signature', signature);
  return `/api/files/${key}?${query}`;
}

describe.sequential('documents', () => {
  let anna: Buyer;
  let bela: Buyer;
  let contract: Document;
  let scan: Document;
  let pedigree: Document;
  const pdf = minimalPdf();

  it('admin only: no cookie or Bearer token is 401, for the list and for an upload', async () => {
    anna = await apply('Anna');
    bela = await apply('Bela');
    expectError(await attach(anna, documentForm({ name: 'c.pdf', data: pdf }), null), 401);
    expectError(await call(documentsPath(anna)), 401);
    expectError(await call(`${documentsPath(anna)}/1`, { method: 'DELETE' }), 401);
    expectError(
      await attach({ id: 999_999, token: '' }, documentForm({ name: 'c.pdf', data: pdf })),
      404,
      'applicationNotFound',
    );
  });

  it('stores PDF, JPEG and PNG files by what their content is, whatever their names say', async () => {
    const first = await attach(
      anna,
      documentForm(
        { name: 'Adásvételi szerződés.pdf', data: pdf },
        { kind: 'contract', title: 'Contract for Bogyó' },
      ),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    contract = first.body.document;
    expect(contract).toMatchObject({
      kind: 'contract',
      title: 'Contract for Bogyó',
      fileName: 'Adásvételi szerződés.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    expect(keyOf(contract.url)).toMatch(/^private-[0-9a-f-]{36}\.pdf$/);
    // A JPEG sent as a PNG, and a PNG without any extension: the content decides.
    const photo = await jpeg(400, 300);
    const second = await attach(
      anna,
      documentForm({ name: 'passport.png', data: photo, type: 'image/png' }, { kind: 'passport' }),
    );
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    scan = second.body.document;
    expect(scan).toMatchObject({ contentType: 'image/jpeg', title: null });
    expect(keyOf(scan.url)).toMatch(/^private-[0-9a-f-]{36}\.jpg$/);
    const third = await attach(
      anna,
      documentForm(
        { name: 'pedigree', data: await png(), type: 'application/octet-stream' },
        { kind: 'pedigree', title: '  ' },
      ),
    );
    expect(third.status, JSON.stringify(third.body)).toBe(201);
    pedigree = third.body.document;
    expect(pedigree).toMatchObject({ contentType: 'image/png', title: null });
    expect(third.body.documents.map((d: Document) => d.id)).toEqual([
      pedigree.id,
      scan.id,
      contract.id,
    ]);
    // The download keeps the name, ending in what the file is.
    const saved = await download(pedigree.url);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('content-type')).toBe('image/png');
    expect(saved.headers.get('content-disposition')).toBe(
      `attachment; filename="pedigree.png"; filename*=UTF-8''pedigree.png`,
    );
    const jpegSaved = await download(scan.url);
    expect(jpegSaved.headers.get('content-disposition')).toContain('passport.png.jpg');
    expect(Buffer.from(await jpegSaved.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('refuses files that are not what they claim, beside the file field, and stores nothing', async () => {
    const before = (await call<any>(documentsPath(anna), { token })).body.documents.length;
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), Buffer.alloc(2000)]);
    const html = Buffer.from('<!DOCTYPE html><title>x</title><script>alert(1)</script>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const cases: [string, Buffer, string, number, string][] = [
      ['setup.pdf', exe, 'application/pdf', 415, 'unsupportedDocumentType'],
      ['contract.pdf', html, 'application/pdf', 415, 'unsupportedDocumentType'],
      ['scan.png', svg, 'image/png', 415, 'unsupportedDocumentType'],
      ['cut.pdf', pdf.subarray(0, pdf.length - 40), 'application/pdf', 422, 'damagedDocument'],
      ['cut.jpg', (await jpeg()).subarray(0, 40), 'image/jpeg', 422, 'damagedDocument'],
    ];
    for (const [name, data, type, status, msg] of cases) {
      const refused = await attach(anna, documentForm({ name, data, type }, { kind: 'other' }));
      expectError(refused, status, msg);
      expect(refused.body.errors, name).toEqual([{ msg, path: 'file' }]);
    }
    const noFile = await attach(anna, documentForm(null, { kind: 'contract' }));
    expectError(noFile, 422, 'noDocument');
    const badKind = await attach(
      anna,
      documentForm({ name: 'a.pdf', data: pdf }, { kind: 'deed' }),
    );
    expectError(badKind, 422, 'validationFailed');
    expect(badKind.body.errors).toEqual([{ msg: 'invalidDocumentKind', path: 'kind' }]);
    const notMultipart = await call(documentsPath(anna), { token, json: { kind: 'other' } });
    expectError(notMultipart, 415);
    expect((await call<any>(documentsPath(anna), { token })).body.documents).toHaveLength(before);
  });

  it('refuses a file over 10 MB with 413, and takes one of exactly 10 MB', async () => {
    const exact = Buffer.alloc(MAX_DOCUMENT_BYTES, 0x20);
    minimalPdf().copy(exact);
    exact.write('%%EOF\n', exact.length - 6);
    const big = Buffer.concat([exact, Buffer.from('\n')]);
    const refused = await attach(
      anna,
      documentForm({ name: 'big.pdf', data: big }, { kind: 'other' }),
    );
    expectError(refused, 413, 'documentTooLarge');
    expect(refused.body.errors).toEqual([{ msg: 'documentTooLarge', path: 'file' }]);
    // Exactly 10 MB is taken.
    const fits = await attach(
      anna,
      documentForm({ name: 'fits.pdf', data: exact }, { kind: 'other' }),
    );
    expect(fits.status, JSON.stringify(fits.body)).toBe(201);
    expect(fits.body.document.size).toBe(MAX_DOCUMENT_BYTES);
    expect(
      (await call(`${documentsPath(anna)}/${fits.body.document.id}`, { method: 'DELETE', token }))
        .status,
    ).toBe(204);
  }, 60_000);

  it('shows the buyer their own documents only, with links that work', async () => {
    const mine = await myDocuments(anna);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.body.documents.map((d: Document) => d.id)).toEqual([
      pedigree.id,
      scan.id,
      contract.id,
    ]);
    // A link made for this answer (signed to expire 15 minutes on), which downloads the file.
    const expires = Number(
      new URL(mine.body.documents[2].url, 'http://x').searchParams.get('expires'),
    );
    expect(expires * 1000).toBeGreaterThan(Date.now() + 14 * 60_000);
    const file = await download(mine.body.documents[2].url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    // Another buyer's link lists none of them; a made-up one opens nothing.
    expect((await myDocuments(bela)).body).toEqual({ documents: [] });
    expectError(await call(`/my/${'A'.repeat(43)}/documents`), 404, 'linkNotValid');
    expectError(await call('/my/%20/documents'), 404);
    // The private page shows them to their buyer, and to nobody else.
    const page = textOf(await httpRequest(server.url, `/my/${anna.token}`, BROWSER));
    expect(page).toContain('Contract for Bogyó');
    expect(page).toContain(`/api/files/${keyOf(contract.url)}?`);
    expect(page).toContain('Pet passport');
    const other = textOf(await httpRequest(server.url, `/my/${bela.token}`, BROWSER));
    expect(other).not.toContain('Contract for Bogyó');
    expect(other).not.toContain('/api/files/');
    expect((await httpRequest(server.url, `/my/${'A'.repeat(43)}`, BROWSER)).status).toBe(404);
  });

  it('deletes a document and its file: its links stop working', async () => {
    const link = scan.url;
    expect(stored(link)).toBe(true);
    const deleted = await call(`${documentsPath(anna)}/${scan.id}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(204);
    expect(stored(link)).toBe(false);
    expectError(await call(link.replace(/^\/api/, '')), 404, 'fileLinkExpired');
    expectError(
      await call(`${documentsPath(anna)}/${scan.id}`, { method: 'DELETE', token }),
      404,
      'documentNotFound',
    );
    // Another application's document is not this one's to delete.
    expectError(
      await call(`${documentsPath(bela)}/${contract.id}`, { method: 'DELETE', token }),
      404,
      'documentNotFound',
    );
    expect((await myDocuments(anna)).body.documents.map((d: Document) => d.id)).toEqual([
      pedigree.id,
      contract.id,
    ]);
  });

  it('keeps document files through a restart (the start-up sweep counts them)', async () => {
    // A photo row names a file: the sweep then removes recent files no row names.
    const photo = await call('/admin/gallery', {
      token,
      body: form([{ name: 'g.jpg', data: await jpeg() }]),
    });
    expect(photo.status).toBe(201);
    await server.restart();
    const links = (await myDocuments(anna)).body.documents as Document[];
    for (const document of links) expect((await download(document.url)).status).toBe(200);
  });

  it('erases the files with the application', async () => {
    const added = await attach(
      bela,
      documentForm({ name: 'vet.pdf', data: pdf }, { kind: 'vet_certificate' }),
    );
    expect(added.status).toBe(201);
    const link = added.body.document.url;
    expect(stored(link)).toBe(true);
    const erased = await call(`/my/${bela.token}`, {
      method: 'DELETE',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(erased.status).toBe(204);
    expect(stored(link)).toBe(false);
    expect((await download(link)).status).toBe(404);
    expectError(await call(documentsPath(bela), { token }), 404, 'applicationNotFound');
  });
});

describe.sequential('/api/files/{key}', () => {
  let buyer: Buyer;
  let document: Document;

  beforeAll(async () => {
    buyer = await apply('Cili');
    const added = await attach(
      buyer,
      documentForm({ name: 'Vertrag "final".pdf', data: minimalPdf() }, { kind: 'contract' }),
    );
    expect(added.status).toBe(201);
    document = added.body.document;
  });

  it('sends a fresh link’s file privately, as an attachment with its name', async () => {
    const response = await download(document.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(
      Number(/max-age=(\d+)/.exec(response.headers.get('cache-control')!)![1]),
    ).toBeLessThanOrEqual(900);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    // The quotes of the uploaded name are gone (safeFileName), the rest kept.
    expect(response.headers.get('content-disposition')).toBe(
      // The plain name for old browsers loses the space before its extension too.
      `attachment; filename="Vertrag final.pdf"; filename*=UTF-8''${encodeURIComponent('Vertrag final .pdf')}`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(minimalPdf())).toBe(true);
  });

  it('keeps its own policy over the site-wide API headers: sandboxed, no referrer', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await fetch(new URL(document.url, server.url), { method });
      expect(response.status, method).toBe(200);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(
        policy.split(';').map((part) => part.trim()),
        method,
      ).toContain('sandbox');
      expect(policy, method).toContain("default-src 'none'");
      expect(policy, method).toContain("frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy'), method).toBe('no-referrer');
      expect(response.headers.get('x-frame-options'), method).toBe('DENY');
    }
  });

  it('answers 404 to an altered, expired or forged link and to a public photo’s key', async () => {
    const url = new URL(document.url, server.url);
    const key = keyOf(document.url);
    const altered = new URL(url);
    const signature = altered.searchParams.get('signature')!;
    altered.searchParams.set('signature', (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1));
    const renamed = new URL(url);
    renamed.searchParams.set('name', 'other.pdf');
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const now = Math.floor(Date.now() / 1000);
    const gallery = (await call<any[]>('/gallery')).body;
    const publicKey = keyOf(gallery[0].variants[0].url);
    for (const [label, link] of Object.entries({
      altered: altered.pathname + altered.search,
      renamed: renamed.pathname + renamed.search,
      extended: later.pathname + later.search,
      expired: signedLink(key, now - 5),
      'public photo': signedLink(publicKey, now + 600),
      'no signature': `/api/files/${key}?expires=${now + 600}`,
    })) {
      const response = await fetch(`${server.url}${link}`);
      expect(response.status, label).toBe(404);
      expect((await response.json()).message, label).toBe('fileLinkExpired');
    }
    // The same signing, within its time, works: the refusals above are about what changed.
    expect((await fetch(`${server.url}${signedLink(key, now + 600)}`)).status).toBe(200);
  });

  it('never serves a private file by its key alone', async () => {
    const key = keyOf(document.url);
    expectError(await call(`/uploads/${key}`), 404);
    const head = await fetch(`${server.url}/api/uploads/${key}`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });
});
