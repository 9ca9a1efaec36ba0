import { describe, expect, it } from 'vitest';
import {
  linkMailsPerAddress,
  retentionDays,
  retentionMs,
  mailConfig,
} from '@/lib/server/mail/config';
import { isPermanentFailure, retryDelayMs, smtpOptions } from '@/lib/server/mail/outbox';
import { looksLikeBot } from '@/features/enquiries/server/enquiries';
import { signStart, verifyStart } from '@/lib/server/enquiry-start';
import { mailboxOf } from '@/lib/server/enquiry-throttle';
import { enquiryFromForm, enquirySchema, MIN_FILL_MS } from '@/features/enquiries/schema';
import { PHONE_INPUT_PATTERN } from '@/lib/validation/phone-input';
import { enquiryErrors } from '@/features/enquiries/errors';
import type { EnquiryValues } from '@/features/enquiries/fields';

describe('the enquiry form without JavaScript', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  it('reads the posted text into the JSON body the schema checks', () => {
    const body = enquiryFromForm(
      form({
        dogId: '12',
        name: 'Éva',
        email: 'eva@example.com',
        phone: '',
        message: 'Hello',
        locale: 'hu',
        consent: 'on',
        website: '',
        start: '1700000000000.c2lnbmVk',
        returnTo: '/bogyo',
      }),
    );
    expect(body).toEqual({
      dogId: 12,
      name: 'Éva',
      email: 'eva@example.com',
      message: 'Hello',
      locale: 'hu',
      consent: true,
      website: '',
      start: '1700000000000.c2lnbmVk',
    });
    expect(enquirySchema.safeParse(body).success).toBe(true);
  });

  it('takes an unticked box as no consent, and keeps malformed numbers for the schema to refuse', () => {
    const body = enquiryFromForm(form({ dogId: '0x1', name: 'A', start: 'x'.repeat(101) }));
    expect(body).toMatchObject({ consent: false, dogId: '0x1', start: 'x'.repeat(101) });
    const result = enquirySchema.safeParse(body);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['dogId', 'start', 'consent']));
  });

  it('has the browser check the phone as the schema does, before the form leaves', () => {
    // How a browser compiles a `pattern` attribute (HTML: anchored, the `v` flag).
    const browser = new RegExp(`^(?:${PHONE_INPUT_PATTERN})$`, 'v');
    const schema = (phone: string) =>
      enquirySchema.shape.phone.safeParse(phone).success && phone.trim() !== '';
    for (const phone of ['+36 30 123 4567', ' 06301234567 ', '+43 660 1234567', '06-30/123-4567']) {
      expect(browser.test(phone), phone).toBe(true);
      expect(schema(phone), phone).toBe(true);
    }
    for (const phone of ['+36 abc 4567', '12', '+36-30-123 ext 5', `+${'1'.repeat(30)}`]) {
      expect(browser.test(phone), phone).toBe(false);
      expect(schema(phone), phone).toBe(false);
    }
  });
});

describe('the enquiry form with JavaScript', () => {
  it('refuses in the browser what the schema refuses, with the same message keys', () => {
    const valid: EnquiryValues = {
      name: 'Éva',
      email: 'eva@example.com',
      phone: '',
      message: 'Hello',
      consent: true,
    };
    const samples: Partial<EnquiryValues>[] = [
      {},
      { name: '' },
      { name: '   ' },
      { name: ` ${'x'.repeat(100)} ` },
      { name: 'x'.repeat(101) },
      { email: '' },
      { email: 'nem-email' },
      { email: 'eva@example' },
      { email: ' Eva@Example.COM ' },
      { email: '.eva@example.com' },
      { email: 'eva..kiss@example.com' },
      { email: 'éva@example.com' },
      { email: `${'x'.repeat(250)}@example.com` },
      { phone: '   ' },
      { phone: ' +36 30 123 4567 ' },
      { phone: '+36 abc 4567' },
      { phone: '12' },
      { phone: '1'.repeat(41) },
      { message: ' ' },
      { message: 'x'.repeat(4001) },
      { consent: false },
      { name: '', email: 'nem-email', consent: false },
    ];
    for (const sample of samples) {
      const values = { ...valid, ...sample };
      const result = enquirySchema.safeParse({ ...values, locale: 'hu' });
      // The first message for each field, as the form showed it with zod.
      const refused: Record<string, string> = {};
      for (const issue of result.error?.issues ?? [])
        refused[String(issue.path[0])] ??= issue.message;
      expect(enquiryErrors(values), JSON.stringify(sample)).toEqual(refused);
    }
  });
});

describe('spam checks', () => {
  process.env.AUTH_SECRET = 'unit-test-secret-0123456789abcdef0123456789';
  const now = 1_700_000_000_000;
  const start = (ms: number) => signStart(ms);
  it('takes a person who filled the form for a while, not a bot', () => {
    expect(looksLikeBot({ website: '', start: start(now - MIN_FILL_MS) }, now)).toBe(false);
    expect(looksLikeBot({ website: '  ', start: start(now - 60_000) }, now)).toBe(false);
  });
  it('takes the hidden field filled in, a quick send or no fill time for a bot', () => {
    expect(looksLikeBot({ website: 'https://spam.example', start: start(now - 60_000) }, now)).toBe(
      true,
    );
    expect(looksLikeBot({ website: '', start: start(now - MIN_FILL_MS + 1) }, now)).toBe(true);
    expect(looksLikeBot({ website: '', start: start(now + 10_000) }, now)).toBe(true);
    expect(looksLikeBot({ website: '' }, now)).toBe(true);
  });
  it('takes a start the server did not sign for a bot: the fill time cannot be forged', () => {
    const signed = start(now - 60_000);
    expect(verifyStart(signed)).toBe(now - 60_000);
    const [, signature] = signed.split('.');
    // Another moment under the same signature, a made-up signature, the old plain number.
    for (const forged of [
      `${now - 120_000}.${signature}`,
      `${now - 60_000}.${'A'.repeat(43)}`,
      String(now - 60_000),
      '',
    ]) {
      expect(verifyStart(forged), forged).toBeNull();
      expect(looksLikeBot({ website: '', start: forged }, now), forged).toBe(true);
    }
  });
});

describe('the per-e-mail limit', () => {
  it('counts an address without its +tag, and Gmail addresses without dots', () => {
    expect(mailboxOf('victim+1@example.com')).toBe('victim@example.com');
    expect(mailboxOf('Victim+x+y@Example.com')).toBe('victim@example.com');
    expect(mailboxOf('v.i.c.tim+2@gmail.com')).toBe('victim@gmail.com');
    expect(mailboxOf('V.ictim@googlemail.com')).toBe('victim@gmail.com');
    // Elsewhere a dot may make another mailbox.
    expect(mailboxOf('kiss.eva@example.hu')).toBe('kiss.eva@example.hu');
    expect(mailboxOf('+tag@example.com')).toBe('+tag@example.com');
  });
});

describe('names', () => {
  it('keeps a name on one line: control characters and line breaks go', () => {
    const name = (value: string) => enquirySchema.shape.name.parse(value);
    expect(name('Kovács\r\nBcc: x@example.com')).toBe('Kovács Bcc: x@example.com');
    expect(name('Éva\u0000\u0007\tKiss\u2028')).toBe('Éva Kiss');
    expect(name('\u202Eevil')).toBe('evil');
    expect(enquirySchema.shape.name.safeParse('\n\r\t').success).toBe(false);
  });
});

describe('mail settings', () => {
  it('sends nothing without SMTP_URL, and falls back for the recipient', () => {
    expect(mailConfig({})).toBeNull();
    expect(mailConfig({ SMTP_URL: ' ' })).toBeNull();
    expect(mailConfig({ SMTP_URL: 'smtp://h:25', MAIL_FROM: 'a@b.hu' })).toEqual({
      url: 'smtp://h:25',
      from: 'a@b.hu',
      notify: null,
    });
  });

  it('reads SMTP_URL with its login, port and TLS', () => {
    expect(smtpOptions('smtp://us%40er:p%3Ass@mail.example.com:2525')).toMatchObject({
      host: 'mail.example.com',
      port: 2525,
      secure: false,
      auth: { user: 'us@er', pass: 'p:ss' },
    });
    expect(smtpOptions('smtps://mail.example.com')).toMatchObject({ port: 465, secure: true });
    expect(smtpOptions('smtp://mail.example.com')).not.toHaveProperty('auth');
    expect(() => smtpOptions('http://mail.example.com')).toThrow(/smtp/);
  });

  it('gives up on a permanent refusal (5xx), not on a refused login or a lost connection', () => {
    expect(isPermanentFailure({ responseCode: 550, code: 'EENVELOPE' })).toBe(true);
    expect(isPermanentFailure({ responseCode: 554, code: 'EMESSAGE' })).toBe(true);
    expect(isPermanentFailure({ responseCode: 451, code: 'EENVELOPE' })).toBe(false);
    expect(isPermanentFailure({ responseCode: 535, code: 'EAUTH' })).toBe(false);
    expect(isPermanentFailure({ code: 'ECONNECTION' })).toBe(false);
    expect(isPermanentFailure(undefined)).toBe(false);
  });

  it('budgets link mails per sender address at LINK_MAILS_PER_ADDRESS, 20 by default or when unusable', () => {
    expect(linkMailsPerAddress({})).toBe(20);
    expect(linkMailsPerAddress({ LINK_MAILS_PER_ADDRESS: '5' })).toBe(5);
    expect(linkMailsPerAddress({ LINK_MAILS_PER_ADDRESS: '0' })).toBe(0);
    expect(linkMailsPerAddress({ LINK_MAILS_PER_ADDRESS: 'lots' })).toBe(20);
    expect(linkMailsPerAddress({ LINK_MAILS_PER_ADDRESS: '-1' })).toBe(20);
  });

  it('retries a failed message after 2 s, doubling up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelayMs(30)).toBe(60 * 60 * 1000);
    expect(retryDelayMs(10_000)).toBe(60 * 60 * 1000);
  });

  it('keeps enquiries ENQUIRY_RETENTION_DAYS, 365 by default or when the value is unusable', () => {
    expect(retentionDays({})).toBe(365);
    expect(retentionDays({ ENQUIRY_RETENTION_DAYS: '30' })).toBe(30);
    expect(retentionDays({ ENQUIRY_RETENTION_DAYS: '0' })).toBe(365);
    expect(retentionDays({ ENQUIRY_RETENTION_DAYS: 'forever' })).toBe(365);
    expect(retentionMs({ ENQUIRY_RETENTION_DAYS: '0.5' })).toBe(12 * 60 * 60 * 1000);
  });
});
