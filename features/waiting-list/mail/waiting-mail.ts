import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { Database } from '@/lib/db/client';
import { siteInfo } from '@/lib/db/schema';
import { adminPaths, publicPaths } from '@/lib/paths.mjs';
import { depositRules, type DepositKind } from '@/lib/deposit/rules';
import { kennelName } from '@/features/site/server/site-facts';
import { absoluteUrl } from '@/lib/site/url';
import { printIban } from '@/lib/iban';
import { breederLocale } from '@/features/auth/server/account';
import { bankDetails } from '@/lib/server/deposit-config';
import { formatDay, formatMoment, formatMoney } from '@/lib/server/mail/formats';
import { myPageUrl } from '@/lib/server/my-link';
import { mailConfig } from '@/lib/server/mail/config';
import type { NewMail } from '@/lib/server/mail/outbox';

/*
 * The waiting list's mail: everything a buyer must act on, in the buyer's language,
 * and the breeder's notices. Each message names its application, so it goes when that is erased.
 */

export interface Sender {
  from: string;
  /** Who hears of passes and lapses (NOTIFY_EMAIL, else the site info e-mail). */
  breeder: string | null;
  /** The language of every mail to the breeder: the admin's own (SPEC §13). */
  breederLocale: AppLocale;
  /** The kennel's name, read with the sender: mail is composed inside transactions. */
  site: string;
}

/** Who mail comes from, read before a transaction; null when no mail is sent (no SMTP_URL). */
export async function mailSender(db: Database): Promise<Sender | null> {
  const config = mailConfig();
  if (!config) return null;
  const [info] = await db.select({ email: siteInfo.email }).from(siteInfo);
  const breeder = config.notify ?? info?.email ?? null;
  const from = config.from ?? breeder;
  if (!from) return null;
  return {
    from,
    breeder,
    breederLocale: await breederLocale(db, breeder),
    site: await kennelName(db),
  };
}

export interface Recipient {
  id: number;
  name: string;
  email: string;
  locale: AppLocale;
  /** The private link's current hash: every mail after the first carries the page's address. */
  tokenHash: string | null;
}

export { formatDay, formatMoment, formatMoney };

const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

type BuyerMail =
  | { kind: 'offer'; dog: { name: string; slug: string }; expiresAt: Date }
  | {
      kind: 'depositRequest';
      /** What the deposit is for this buyer (lib/deposit/rules.ts). */
      depositKind: DepositKind;
      amount: number;
      currency: string;
      dueAt: string | null;
      reference: string;
    }
  | { kind: 'receipt'; amount: number; currency: string; reference: string; receivedAt: Date }
  | { kind: 'link'; token: string };

/** What becomes of the deposit, told before it is paid, and where the terms say it in full. */
async function depositRulesLines(locale: AppLocale, kind: DepositKind): Promise<string[]> {
  const [t, terms] = await Promise.all([
    getTranslations({ locale, namespace: 'WaitingListMail' }),
    getTranslations({ locale, namespace: 'Terms' }),
  ]);
  return [
    t('depositRules'),
    terms('depositKind', { kind }),
    ...depositRules(kind).map(
      ({ event, outcome }) =>
        `- ${terms('rule', { event: terms('event', { event }), outcome: terms('outcome', { outcome }) })}`,
    ),
    '',
    t('termsLink'),
    absoluteUrl(publicPaths.terms),
  ];
}

/** One message to the buyer, in their language. */
export async function buyerMail(sender: Sender, to: Recipient, mail: BuyerMail): Promise<NewMail> {
  const t = await getTranslations({ locale: to.locale, namespace: 'WaitingListMail' });
  const { site } = sender;
  const lines: string[] = [t('greeting', { name: oneLine(to.name) }), ''];
  let subject: string;
  const page = myPageUrl(to);
  const pageHint = page ? `${t('pageLink')}\n${page}` : t('pageHint');
  switch (mail.kind) {
    case 'offer': {
      subject = t('offerSubject', { site, dog: mail.dog.name });
      lines.push(
        t('offerBody', { dog: mail.dog.name }),
        absoluteUrl(publicPaths.dog(mail.dog.slug)),
        '',
        t('offerDeadline', { deadline: formatMoment(to.locale, mail.expiresAt) }),
        '',
        t('offerWithdrawal'),
        t('termsLink'),
        absoluteUrl(publicPaths.terms),
        '',
        pageHint,
      );
      break;
    }
    case 'depositRequest': {
      subject = t('depositSubject', { site });
      const bank = bankDetails();
      lines.push(
        t('depositBody', {
          amount: formatMoney(to.locale, mail.amount, mail.currency),
          due: mail.dueAt ? formatDay(to.locale, mail.dueAt) : 'none',
        }),
        '',
        ...(bank
          ? [
              ...(bank.accountName ? [`${t('accountName')}: ${bank.accountName}`] : []),
              `IBAN: ${printIban(bank.iban ?? '')}`,
              ...(bank.bic ? [`BIC/SWIFT: ${bank.bic}`] : []),
            ]
          : [t('bankOnRequest')]),
        `${t('reference')}: ${mail.reference}`,
        '',
        t('referenceHint'),
        '',
        ...(await depositRulesLines(to.locale, mail.depositKind)),
        '',
        pageHint,
      );
      break;
    }
    case 'receipt': {
      subject = t('receiptSubject', { site });
      lines.push(
        t('receiptBody', {
          amount: formatMoney(to.locale, mail.amount, mail.currency),
          date: formatMoment(to.locale, mail.receivedAt),
        }),
        `${t('reference')}: ${mail.reference}`,
        '',
        pageHint,
      );
      break;
    }
    case 'link': {
      subject = t('linkSubject', { site });
      lines.push(t('linkBody'), '', absoluteUrl(publicPaths.myPage(mail.token)), '', t('linkKeep'));
      break;
    }
  }
  lines.push('', t('signature', { site }));
  return {
    from: sender.from,
    to: to.email,
    subject,
    text: lines.join('\n'),
    applicationId: to.id,
  };
}

/** The breeder's notice that an offer was passed on or lapsed, and what happened next. */
export async function breederPassNotice(
  sender: Sender,
  about: {
    application: Pick<Recipient, 'id' | 'name'>;
    dog: string;
    lapsed: boolean;
    next: string | null;
    movedToEnd: boolean;
  },
): Promise<NewMail | null> {
  if (!sender.breeder) return null;
  const t = await getTranslations({ locale: sender.breederLocale, namespace: 'WaitingListMail' });
  const name = oneLine(about.application.name);
  return {
    from: sender.from,
    to: sender.breeder,
    subject: t(about.lapsed ? 'lapsedSubject' : 'passedSubject', { name, dog: about.dog }),
    text: [
      t(about.lapsed ? 'lapsedBody' : 'passedBody', { name, dog: about.dog }),
      ...(about.movedToEnd ? [t('movedToEnd', { name })] : []),
      about.next ? t('offeredNext', { name: oneLine(about.next) }) : t('nobodyNext'),
      '',
      absoluteUrl(adminPaths.waitingList),
    ].join('\n'),
    applicationId: about.application.id,
  };
}
