import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { Database } from '@/lib/db/client';
import { applications, dogs, mailOutbox, type DiaryEntryRow } from '@/lib/db/schema';
import { diaryText, formatGrams } from '@/features/diary/text';
import { myPageUrl } from '@/lib/server/my-link';
import { type Sender } from '@/features/waiting-list/mail/waiting-mail';
import { formatDay } from '@/lib/server/mail/formats';
import type { NewMail } from '@/lib/server/mail/outbox';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Buyers who get the diary: their puppy reserved for or placed with them. */
export const DIARY_STATUSES = ['reserved', 'placed'] as const;

const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

interface Buyer {
  id: number;
  name: string;
  email: string;
  locale: AppLocale;
  dogId: number;
  puppy: string;
  /** The private link's current hash, for the page's address in the mail. */
  tokenHash: string | null;
}

/** One update's mail to one buyer, in their language: what it says, and how to stop these. */
export async function diaryMail(sender: Sender, to: Buyer, entry: DiaryEntryRow): Promise<NewMail> {
  const t = await getTranslations({ locale: to.locale, namespace: 'Diary' });
  const text = diaryText(entry, to.locale);
  const weight = entry.weights.find((w) => w.dogId === to.dogId);
  const lines = [
    t('mailGreeting', { name: oneLine(to.name) }),
    '',
    t('mailIntro', { puppy: to.puppy }),
  ];
  if (text) lines.push('', text.text);
  if (weight) lines.push('', t('mailWeight', { weight: formatGrams(to.locale, weight.grams) }));
  for (const event of entry.healthEvents) {
    const day = formatDay(to.locale, event.date);
    lines.push(
      `${t('healthKind', { kind: event.kind })}, ${day}${event.note ? `: ${event.note}` : ''}`,
    );
  }
  const page = myPageUrl(to);
  lines.push(
    '',
    ...(page ? [t('mailPageLink'), page] : [t('mailPage')]),
    '',
    t('mailStop'),
    '',
    t('mailSignature', { site: sender.site }),
  );
  return {
    from: sender.from,
    to: to.email,
    subject: t('mailSubject', { site: sender.site, puppy: to.puppy }),
    text: lines.join('\n'),
    applicationId: to.id,
  };
}

/** Queues the update's mail to each buyer of one of `puppies` who has not opted out. */
export async function queueDiaryMails(
  tx: Tx,
  sender: Sender,
  entry: DiaryEntryRow,
  puppies: number[],
): Promise<number> {
  if (puppies.length === 0) return 0;
  const buyers = await tx
    .select({
      id: applications.id,
      name: applications.name,
      email: applications.email,
      locale: applications.locale,
      dogId: dogs.id,
      puppy: dogs.name,
      tokenHash: applications.tokenHash,
    })
    .from(applications)
    .innerJoin(dogs, eq(dogs.id, applications.dogId))
    .where(
      and(
        inArray(applications.dogId, puppies),
        inArray(applications.status, [...DIARY_STATUSES]),
        eq(applications.diaryMail, true),
      ),
    );
  if (buyers.length === 0) return 0;
  const mails = await Promise.all(buyers.map((buyer) => diaryMail(sender, buyer, entry)));
  await tx.insert(mailOutbox).values(mails);
  return mails.length;
}
