import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ApplicationRow, MailAttachment } from '@/lib/db/schema';
import { adminPaths } from '@/lib/paths.mjs';
import { absoluteUrl } from '@/lib/site/url';
import { myPageUrl } from '@/lib/server/my-link';
import type { NewMail } from '@/lib/server/mail/outbox';
import { type Sender } from '@/features/waiting-list/mail/waiting-mail';
import { formatMoment, formatMoney } from '@/lib/server/mail/formats';

/*
 * The contract's mail: to the buyer when a contract waits for their signature, and the
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

type BuyerT = Awaited<ReturnType<typeof getTranslations<'MyContract'>>>;

/** A mail to the buyer in their language: greeting, `body`, their private page, signature. */
function toBuyer(
  sender: Sender,
  buyer: Buyer,
  t: BuyerT,
  subject: string,
  body: string,
  attachment?: MailAttachment,
): NewMail {
  return {
    from: sender.from,
    to: buyer.email,
    subject,
    text: [
      t('mailGreeting', { name: oneLine(buyer.name) }),
      '',
      body,
      '',
      ...pageLines(t, buyer),
      '',
      t('mailSignature', { site: sender.site }),
    ].join('\n'),
    applicationId: buyer.id,
    ...(attachment && { attachments: [attachment] }),
  };
}

/** The breeder's copy, in the admin's own language, with the application's admin screen. */
async function toBreeder(
  sender: Sender,
  buyer: Buyer,
  write: (admin: Awaited<ReturnType<typeof getTranslations<'AdminContract'>>>) => {
    subject: string;
    lines: string[];
  },
  attachment?: MailAttachment,
): Promise<NewMail[]> {
  if (!sender.breeder) return [];
  const admin = await getTranslations({ locale: sender.breederLocale, namespace: 'AdminContract' });
  const { subject, lines } = write(admin);
  return [
    {
      from: sender.from,
      to: sender.breeder,
      subject,
      text: [...lines, '', absoluteUrl(adminPaths.application(buyer.id))].join('\n'),
      applicationId: buyer.id,
      ...(attachment && { attachments: [attachment] }),
    },
  ];
}

/** The buyer's notice that a contract (or a new version of it) waits for their signature. */
export async function contractSentMail(sender: Sender, buyer: Buyer): Promise<NewMail> {
  const t = await getTranslations({ locale: buyer.locale, namespace: 'MyContract' });
  return toBuyer(
    sender,
    buyer,
    t,
    t('mailReadySubject', { site: sender.site }),
    t('mailReadyBody'),
  );
}

/** The signed contract's PDF to the buyer, in their language, and to the breeder. */
export async function contractSignedMails(
  sender: Sender,
  buyer: Buyer,
  signed: { number: number; signedAt: Date; attachment: MailAttachment },
): Promise<NewMail[]> {
  const t = await getTranslations({ locale: buyer.locale, namespace: 'MyContract' });
  const name = oneLine(buyer.name);
  const body = t('mailSignedBody', { date: formatMoment(buyer.locale, signed.signedAt) });
  return [
    toBuyer(
      sender,
      buyer,
      t,
      t('mailSignedSubject', { site: sender.site }),
      body,
      signed.attachment,
    ),
    ...(await toBreeder(
      sender,
      buyer,
      (admin) => ({
        subject: admin('mailSignedSubject', { name }),
        lines: [
          admin('mailSignedBody', {
            name,
            number: String(signed.number),
            date: formatMoment(sender.breederLocale, signed.signedAt),
          }),
        ],
      }),
      signed.attachment,
    )),
  ];
}

/** The contract with both signatures, to the buyer and to the breeder. */
export async function contractCountersignedMails(
  sender: Sender,
  buyer: Buyer,
  signed: { attachment: MailAttachment },
): Promise<NewMail[]> {
  const t = await getTranslations({ locale: buyer.locale, namespace: 'MyContract' });
  const subject = t('mailCountersignedSubject', { site: sender.site });
  return [
    toBuyer(sender, buyer, t, subject, t('mailCountersignedBody'), signed.attachment),
    ...(await toBreeder(
      sender,
      buyer,
      (admin) => ({
        subject: admin('mailCountersignedSubject', { name: oneLine(buyer.name) }),
        lines: [admin('mailCountersignedBody')],
      }),
      signed.attachment,
    )),
  ];
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
  const locale = sender.breederLocale;
  const body = t('mailWithdrawnBody', {
    number: String(contract.number),
    puppy,
    date: formatMoment(buyer.locale, at),
    due: formatMoment(buyer.locale, new Date(facts.refundDueAt)),
  });
  return [
    toBuyer(sender, buyer, t, t('mailWithdrawnSubject', { site: sender.site }), body),
    ...(await toBreeder(sender, buyer, (admin) => ({
      subject: admin('mailWithdrawnSubject', { name }),
      lines: [
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
      ],
    }))),
  ];
}
