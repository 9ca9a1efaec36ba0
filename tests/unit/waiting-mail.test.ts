import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { breederPassNotice, buyerMail } from '@/features/waiting-list/mail/waiting-mail';

// The mails' texts as a buyer reads them: next-intl's server translator stands in for Next's.
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { MESSAGES } = await import('../support/intl');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en'; namespace: 'MyPage' }) =>
      createTranslator({ locale, messages: MESSAGES[locale], namespace }),
  };
});

const SENDER = {
  from: 'kennel@example.com',
  breeder: 'breeder@example.com',
  breederLocale: 'en' as const,
  site: 'Test Kennel',
};
const BELA = {
  id: 7,
  name: 'Béla\nBcc: x@evil.example',
  email: 'bela@example.com',
  locale: 'de' as const,
  tokenHash: 'a'.repeat(64),
};

beforeEach(() => vi.stubEnv('AUTH_SECRET', 'unit-test-signing-key-of-enough-length-0123456789'));
afterEach(() => vi.unstubAllEnvs());

describe('waiting-list mail', () => {
  it('offers a puppy with its page and a deadline in the buyer’s language', async () => {
    const mail = await buyerMail(SENDER, BELA, {
      kind: 'offer',
      dog: { name: 'Bogyó', slug: 'bogyo' },
      expiresAt: new Date('2026-07-01T10:00:00Z'),
    });
    expect(mail).toMatchObject({ to: 'bela@example.com', applicationId: 7 });
    expect(mail.subject).toMatch(/Wir bieten Ihnen Bogyó an$/);
    expect(mail.text).toContain('Guten Tag Béla Bcc: x@evil.example,');
    expect(mail.text).toMatch(/\/bogyo\n/);
    expect(mail.text).toMatch(/bis Mittwoch, 1\. Juli 2026 um 12:00 \(Budapester Zeit\)/);
    // The private page itself, not a pointer to the first mail (SPEC §13).
    expect(mail.text).toMatch(/persönlichen Seite.*:\nhttp:\/\/[^/]+\/my\/7\.[A-Za-z0-9_-]{43}\n/);
    expect(mail.text).not.toContain('nach Ihrer Bewerbung geschickt');
    // The right of withdrawal, told with the offer, and where the terms of sale are.
    expect(mail.text).toContain('binnen 14 Tagen, nachdem Sie den Welpen übernommen haben');
    expect(mail.text).toMatch(/Allgemeinen Geschäftsbedingungen.*:\nhttp:\/\/[^/]+\/terms\n/);
  });

  it('carries the private page in the receipt too, and the hint once the link was revoked', async () => {
    const receipt = {
      kind: 'receipt',
      amount: 500,
      currency: 'EUR',
      reference: 'BFB-7K3Q9',
      receivedAt: new Date('2026-07-01T10:00:00Z'),
    } as const;
    expect((await buyerMail(SENDER, BELA, receipt)).text).toMatch(/\/my\/7\.[A-Za-z0-9_-]{43}\n/);
    const revoked = await buyerMail(SENDER, { ...BELA, tokenHash: null }, receipt);
    expect(revoked.text).not.toContain('/my/');
    expect(revoked.text).toContain('nach Ihrer Bewerbung geschickt');
  });

  it('asks for a deposit with the bank details and the reference, or says they follow', async () => {
    vi.stubEnv('BANK_IBAN', 'HU42 1177 3016 1111 1018 0000 0000');
    vi.stubEnv('BANK_ACCOUNT_NAME', 'Kennel Kft.');
    const request = {
      kind: 'depositRequest',
      depositKind: 'advance',
      amount: 500,
      currency: 'EUR',
      dueAt: '2026-12-15',
      reference: 'BFB-7K3Q9',
    } as const;
    const hu = await buyerMail(SENDER, { ...BELA, locale: 'hu' }, request);
    expect(hu.text).toContain('Számlatulajdonos: Kennel Kft.');
    expect(hu.text).toContain('IBAN: HU42 1177 3016 1111 1018 0000 0000');
    expect(hu.text).toContain('Közlemény: BFB-7K3Q9');
    expect(hu.text).toContain('legkésőbb eddig: 2026. december 15.');
    vi.stubEnv('BANK_IBAN', '');
    const en = await buyerMail(SENDER, { ...BELA, locale: 'en' }, request);
    expect(en.text).toContain('We will send you our bank details separately.');
    expect(en.text).not.toContain('IBAN');
    // Before paying, what becomes of the deposit, and where the terms of sale say it in full.
    expect(en.text).toContain('What happens to your deposit:');
    expect(en.text).toContain('The deposit is an advance payment');
    expect(en.text).toMatch(/- We decline your application, .*: you get the whole deposit back/);
    expect(en.text).toMatch(/\/terms$/m);
    const earnest = await buyerMail(
      SENDER,
      { ...BELA, locale: 'hu' },
      {
        ...request,
        depositKind: 'earnest',
      },
    );
    expect(earnest.text).toContain('foglaló');
    expect(earnest.text).toMatch(/kétszeresét|kétszer/);
  });

  it('tells the breeder who passed and who has the puppy now', async () => {
    const notice = await breederPassNotice(SENDER, {
      application: BELA,
      dog: 'Bogyó',
      lapsed: true,
      next: 'Anna',
      movedToEnd: true,
    });
    expect(notice).toMatchObject({ to: 'breeder@example.com', applicationId: 7 });
    expect(notice!.subject).toBe('Offer of Bogyó to Béla Bcc: x@evil.example lapsed');
    expect(notice!.text).toContain('moved to the end of the line');
    expect(notice!.text).toContain('offered to the next in line: Anna.');
    // In the admin's own language, whatever the buyer's (SPEC §13).
    const hungarian = { ...BELA, locale: 'hu' as const };
    const inGerman = await breederPassNotice(
      { ...SENDER, breederLocale: 'de' },
      {
        application: hungarian,
        dog: 'Bogyó',
        lapsed: true,
        next: null,
        movedToEnd: false,
      },
    );
    expect(inGerman!.subject).toBe('Angebot von Bogyó an Béla Bcc: x@evil.example verfallen');
    expect(
      await breederPassNotice(
        { ...SENDER, breeder: null },
        {
          application: BELA,
          dog: 'Bogyó',
          lapsed: false,
          next: null,
          movedToEnd: false,
        },
      ),
    ).toBeNull();
  });
});
