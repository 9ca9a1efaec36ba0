import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ApplicationRow, MailAttachment } from '@/lib/db/schema';
import { adminPaths } from '@/lib/paths.mjs';
import { absoluteUrl } from '@/lib/site/url';
import { myPageUrl } from '../my-link';
import type { NewMail } from './outbox';
import { formatMoment, formatMoney, type Sender } from './waiting-mail';

/*
 * The contract's mail (issue 33): to the buyer when a contract waits for their signature, and the
 * signed PDF to both the buyer and the breeder; the buyer's carry their private page (SPEC §13),
 * the breeder's is in the admin's own language.
 */

const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

type Buyer = Pick<ApplicationRow, 'id' | 'name' | 'email' | 'locale' | 'tokenHash'>;

/** The buyer's private page, or the hint to the first mail once their link was revoked. */
function pageLines(t: (key: 'mailPageLink' | 'mailPageHint') => string, buyer: Buyer): string[] {
  const page = myPageUrl(buyer);
  return page ? [t('mailPageLink'), page] : [t('mailPageHint')];
}

/** The buyer's notice that a contract (or a new version of it) waits for their signature. */
export async function contractSentMail(sender: Sender, buyer: Buyer): Promise<NewMail> {
  const t = await getTranslations({ locale: buyer.locale, namespace: 'MyContract' });
  return {
    from: sender.from,
    to: buyer.email,
    subject: t('mailReadySubject', { site: sender.site }),
    text: [
      t('mailGreeting', { name: oneLine(buyer.name) }),
      '',
      t('mailReadyBody'),
      '',
      ...pageLines(t, buyer),
      '',
      t('mailSignature', { site: sender.site }),
    ].join('\n'),
    applicationId: buyer.id,
  };
}

/** The signed contract's PDF to the buyer, in their language, and to the breeder. */
export async function contractSignedMails(
  sender: Sender,
  buyer: Buyer,
  signed: { number: number; signedAt: Date; attachment: MailAttachment },
): Promise<NewMail[]> {
  const t = await getTranslations({ locale: buyer.locale, namespace: 'MyContract' });
  const name = oneLine(buyer.name);
  const mails: NewMail[] = [
    {
      from: sender.from,
      to: buyer.email,
      subject: t('mailSignedSubject', { site: sender.site }),
      text: [
        t('mailGreeting', { name }),
        '',
        t('mailSignedBody', { date: formatMoment(buyer.locale, signed.signedAt) }),
        '',
        ...pageLines(t, buyer),
        '',
        t('mailSignature', { site: sender.site }),
      ].join('\n'),
      applicationId: buyer.id,
      attachments: [signed.attachment],
    },
  ];
  if (sender.breeder) {
    const admin = await getTranslations({
      locale: sender.breederLocale,
      namespace: 'AdminContract',
    });
    mails.push({
      from: sender.from,
      to: sender.breeder,
      subject: admin('mailSignedSubject', { name }),
      text: [
        admin('mailSignedBody', {
          name,
          number: String(signed.number),
          date: formatMoment(sender.breederLocale, signed.signedAt),
        }),
        '',
        absoluteUrl(adminPaths.application(buyer.id)),
      ].join('\n'),
      applicationId: buyer.id,
      attachments: [signed.attachment],
    });
  }
  return mails;
}

/** The contract with both signatures, to the buyer and to the breeder. */
export async function contractCountersignedMails(
  sender: Sender,
  buyer: Buyer,
  signed: { attachment: MailAttachment },
): Promise<NewMail[]> {
  const t = await getTranslations({ locale: buyer.locale, namespace: 'MyContract' });
  const mails: NewMail[] = [
    {
      from: sender.from,
      to: buyer.email,
      subject: t('mailCountersignedSubject', { site: sender.site }),
      text: [
        t('mailGreeting', { name: oneLine(buyer.name) }),
        '',
        t('mailCountersignedBody'),
        '',
        ...pageLines(t, buyer),
        '',
        t('mailSignature', { site: sender.site }),
      ].join('\n'),
      applicationId: buyer.id,
      attachments: [signed.attachment],
    },
  ];
  if (sender.breeder) {
    const admin = await getTranslations({
      locale: sender.breederLocale,
      namespace: 'AdminContract',
    });
    mails.push({
      from: sender.from,
      to: sender.breeder,
      subject: admin('mailCountersignedSubject', { name: oneLine(buyer.name) }),
      text: [
        admin('mailCountersignedBody'),
        '',
        absoluteUrl(adminPaths.application(buyer.id)),
      ].join('\n'),
      applicationId: buyer.id,
      attachments: [signed.attachment],
    });
  }
  return mails;
}

/**
 * A withdrawal's confirmation on a durable medium to the buyer (what was withdrawn from, when),
 * and the breeder's notice: the refund owed, its deadline, and whether it came after the period.
 */
export async function contractWithdrawalMails(
  sender: Sender,
  buyer: Buyer,
  contract: { number: number; values: Record<string, string> },
  facts: {
    withdrawnAt: string;
    late: boolean;
    refundDueAt: string;
    deposit: { amount: number; currency: string } | null;
  },
): Promise<NewMail[]> {
  const t = await getTranslations({ locale: buyer.locale, namespace: 'MyContract' });
  const name = oneLine(buyer.name);
  const puppy = contract.values.puppyName ?? '';
  const at = new Date(facts.withdrawnAt);
  const mails: NewMail[] = [
    {
      from: sender.from,
      to: buyer.email,
      subject: t('mailWithdrawnSubject', { site: sender.site }),
      text: [
        t('mailGreeting', { name }),
        '',
        t('mailWithdrawnBody', {
          number: String(contract.number),
          puppy,
          date: formatMoment(buyer.locale, at),
          due: formatMoment(buyer.locale, new Date(facts.refundDueAt)),
        }),
        '',
        ...pageLines(t, buyer),
        '',
        t('mailSignature', { site: sender.site }),
      ].join('\n'),
      applicationId: buyer.id,
    },
  ];
  if (sender.breeder) {
    const locale = sender.breederLocale;
    const admin = await getTranslations({ locale, namespace: 'AdminContract' });
    mails.push({
      from: sender.from,
      to: sender.breeder,
      subject: admin('mailWithdrawnSubject', { name }),
      text: [
        admin('mailWithdrawnBody', {
          name,
          number: String(contract.number),
          puppy,
          date: formatMoment(locale, at),
          due: formatMoment(locale, new Date(facts.refundDueAt)),
        }),
        facts.deposit
          ? admin('refundDeposit', {
              amount: formatMoney(locale, facts.deposit.amount, facts.deposit.currency),
            })
          : admin('refundNoDeposit'),
        ...(facts.late ? ['', admin('withdrawalLate')] : []),
        '',
        absoluteUrl(adminPaths.application(buyer.id)),
      ].join('\n'),
      applicationId: buyer.id,
    });
  }
  return mails;
}
