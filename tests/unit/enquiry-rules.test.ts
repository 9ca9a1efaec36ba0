import { describe, expect, it } from 'vitest';
import { retentionDays, retentionMs, mailConfig } from '@/lib/server/mail/config';
import { retryDelayMs, smtpOptions } from '@/lib/server/mail/outbox';
import { looksLikeBot } from '@/lib/server/enquiries';
import {
  enquiryFromForm,
  enquirySchema,
  MIN_FILL_MS,
  PHONE_INPUT_PATTERN,
} from '@/lib/validation/enquiry';
import { enquiryErrors, type EnquiryValues } from '@/lib/validation/enquiry-fields';

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
        startedAt: '1700000000000',
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
      startedAt: 1700000000000,
    });
    expect(enquirySchema.safeParse(body).success).toBe(true);
  });

  it('takes an unticked box as no consent, and keeps malformed numbers for the schema to refuse', () => {
    const body = enquiryFromForm(form({ dogId: '0x1', name: 'A', startedAt: '1e3' }));
    expect(body).toMatchObject({ consent: false, dogId: '0x1', startedAt: '1e3' });
    const result = enquirySchema.safeParse(body);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['dogId', 'startedAt', 'consent']));
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
  const now = 1_700_000_000_000;
  it('takes a person who filled the form for a while, not a bot', () => {
    expect(looksLikeBot({ website: '', startedAt: now - MIN_FILL_MS }, now)).toBe(false);
    expect(looksLikeBot({ website: '  ', startedAt: now - 60_000 }, now)).toBe(false);
  });
  it('takes the hidden field filled in, a quick send or no fill time for a bot', () => {
    expect(looksLikeBot({ website: 'https://spam.example', startedAt: now - 60_000 }, now)).toBe(
      true,
    );
    expect(looksLikeBot({ website: '', startedAt: now - MIN_FILL_MS + 1 }, now)).toBe(true);
    expect(looksLikeBot({ website: '', startedAt: now + 10_000 }, now)).toBe(true);
    expect(looksLikeBot({ website: '' }, now)).toBe(true);
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
