import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import hu from '../../messages/hu.json';
import { client, signupAdmin } from './support/client';
import { startServer, type TestServer } from './support/server';

// The privacy notice (GDPR Art. 13) follows what the running site uses: the mail provider only
// when mail is on, Meta as joint controller only with the Facebook embed, the video-call service
// of the meeting link, the controller and host from the legal notice's facts.

const MESSAGES = { en, hu, de } as const;
const LOCALES = ['en', 'hu', 'de'] as const;
const SMTP_HOST = 'smtp.kennel-mail.test';
const PROVIDER = 'kennel-mail.test';

/** The page's text with tags dropped, entities and spaces made plain. */
const words = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0\u202f]+/g, ' ');

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

async function privacyPage(server: TestServer, locale = 'en') {
  const response = await fetch(`${server.url}/privacy`, {
    headers: { cookie: `NEXT_LOCALE=${locale}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** The page, fetched until `seen` says yes (or 5 s have passed): its last HTML. */
async function privacyUntil(server: TestServer, seen: (html: string) => boolean, locale = 'en') {
  const until = Date.now() + 5000;
  let html = await privacyPage(server, locale);
  while (!seen(html) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    html = await privacyPage(server, locale);
  }
  return html;
}

describe('a site that sends no mail', () => {
  let server: TestServer;
  let call: ReturnType<typeof client>;
  let token: string;

  beforeAll(async () => {
    server = await startServer({ SMTP_URL: '' });
    call = client(server.url);
    token = await signupAdmin(call);
  });
  afterAll(() => server?.stop());

  it('names no mail provider and no Meta, but every right and the authority', async () => {
    for (const locale of LOCALES) {
      const t = MESSAGES[locale].PrivacyNotice;
      const html = await privacyPage(server, locale);
      const text = words(html);
      expect(html).not.toContain('data-recipient="mail"');
      expect(text).not.toContain(t.mailUnnamed);
      expect(html).not.toContain('data-recipient="meta"');
      expect(text).not.toContain('Meta Platforms');
      expect(text).not.toContain(t.jointControllers);
      expect(text).toContain(MESSAGES[locale].PrivacyPage.whyTextNoMail);
      // The hosting provider is always there; unnamed until the legal notice names it.
      expect(text).toContain(t.hostingUnnamed);
      for (const right of [
        'rightAccess',
        'rightRectification',
        'rightErasure',
        'rightRestriction',
        'rightPortability',
        'rightObjection',
        'rightAutomated',
        'rightWithdraw',
      ] as const) {
        expect(text, `${locale} ${right}`).toContain(t[right]);
      }
      expect(text).toContain(t.signing);
      expect(text).toContain('NAIH');
      expect(html).toContain('href="https://naih.hu"');
    }
  });

  it('names Meta as joint controller once the Facebook page is set, and not after', async () => {
    const fbUrl = 'https://www.facebook.com/budapestfrenchies';
    const saved = await call('/info', { method: 'PUT', token, json: { fbUrl } });
    expect(saved.status).toBe(200);
    const html = await privacyUntil(server, (page) => page.includes('data-recipient="meta"'));
    const text = words(html);
    expect(text).toContain(en.PrivacyNotice.jointControllers);
    expect(text).toContain(
      fill(en.PrivacyNotice.meta, {
        name: 'Meta Platforms Ireland Ltd.',
        address: 'Merrion Road, Dublin 4, D04 X2K5, Ireland',
      }),
    );
    expect(text).toContain(
      fill(en.PrivacyNotice.transfer, { name: 'Meta Platforms Ireland Ltd.' }),
    );
    expect(text).toContain(words(`<p>${en.PrivacyNotice.purposeFacebook}</p>`).trim());

    expect((await call('/info', { method: 'PUT', token, json: {} })).status).toBe(200);
    const after = await privacyUntil(server, (page) => !page.includes('data-recipient="meta"'));
    expect(after).not.toContain('data-recipient="meta"');
    expect(words(after)).not.toContain('Meta Platforms');
  });

  it('names the controller and host from the legal notice, and the meeting link’s service', async () => {
    const facts = await call('/facts', {
      method: 'PUT',
      token,
      json: {
        businessName: 'Kovács Éva egyéni vállalkozó',
        address: '1111 Budapest\nBartók Béla út 1.',
        hostingName: 'Example Hosting Kft.',
        hostingAddress: '1095 Budapest, Soroksári út 2.',
      },
    });
    expect(facts.status).toBe(200);
    const meeting = await call('/admin/bookings/settings', {
      method: 'PUT',
      token,
      json: { meetingUrl: 'https://meet.google.com/abc-defg-hij' },
    });
    expect(meeting.status).toBe(200);

    const html = await privacyUntil(
      server,
      (page) => page.includes('Kovács Éva') && page.includes('data-recipient="videoCall"'),
      'hu',
    );
    const text = words(html);
    const t = hu.PrivacyNotice;
    expect(text).toContain(`${t.controllerIntro} Kovács Éva egyéni vállalkozó`);
    expect(text).toContain('1111 Budapest Bartók Béla út 1.');
    expect(text).toContain(fill(t.tradeName, { kennel: 'Budapest French Bulldogs' }));
    expect(text).toContain(
      fill(t.hosting, { name: 'Example Hosting Kft. (1095 Budapest, Soroksári út 2.)' }),
    );
    expect(text).toContain(fill(t.videoCall, { name: 'Google Meet (Google)' }));
    expect(text).toContain(fill(t.transfer, { name: 'Google Meet (Google)' }));
  });
});

describe('a site that sends mail', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ SMTP_URL: `smtp://kennel:secret@${SMTP_HOST}:587` });
  });
  afterAll(() => server?.stop());

  it('names the mail provider by the SMTP host’s domain, never the password', async () => {
    for (const locale of LOCALES) {
      const t = MESSAGES[locale].PrivacyNotice;
      const html = await privacyPage(server, locale);
      const text = words(html);
      expect(html).toContain('data-recipient="mail"');
      expect(text).toContain(fill(t.mail, { name: PROVIDER }));
      expect(text).toContain(MESSAGES[locale].PrivacyPage.whyText);
      expect(html).not.toContain('secret');
      expect(html).not.toContain('data-recipient="meta"');
    }
  });
});
