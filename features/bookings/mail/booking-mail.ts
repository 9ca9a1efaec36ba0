import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { buildIcs } from '@/lib/calendar/ics';
import type { BookingKind } from '@/lib/calendar/kinds';
import type { MailAttachment } from '@/lib/db/schema';
import { adminPaths } from '@/lib/paths.mjs';
import { absoluteUrl, siteUrl } from '@/lib/site/url';
import { formatKennelMoment } from '@/lib/server/kennel-zone';
import type { NewMail } from '@/lib/server/mail/outbox';
import type { Sender } from '@/features/waiting-list/mail/waiting-mail';

/*
 * The mail of a booked video call or visit: the confirmation to whoever booked (in
 * their language) and to the breeder (in the admin's), each with an .ics invitation; the
 * reminder the day before; and a cancellation to the side that did not cancel, with an .ics
 * CANCEL of the same event.
 */

export interface BookingMailFacts {
  id: number;
  kind: BookingKind;
  startsAt: Date;
  endsAt: Date;
  name: string;
  email: string;
  locale: AppLocale;
  applicationId: number | null;
  /** Where the booker sees and cancels it: their private page or the visitor's link. */
  manageUrl: string | null;
  /** The meeting link (video) or the kennel's address (visit); null when not set yet. */
  place: string | null;
  zone: string;
}

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** Date and time in the kennel's zone, the zone named ("… 14:00 (Budapest time)"). */
export const formatSlot = (locale: AppLocale, at: Date, zone: string) =>
  formatKennelMoment(locale, at, zone);

const uidOf = (id: number) => `booking-${id}@${new URL(siteUrl()).hostname}`;

function invitation(
  facts: BookingMailFacts,
  sender: Sender,
  summary: string,
  description: string,
  method: 'REQUEST' | 'CANCEL',
): MailAttachment {
  const url = facts.kind === 'video' && facts.place ? facts.place : undefined;
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: buildIcs({
      uid: uidOf(facts.id),
      stamp: new Date(),
      start: facts.startsAt,
      end: facts.endsAt,
      summary,
      description,
      ...(facts.place ? { location: facts.place } : {}),
      ...(url ? { url } : {}),
      organizer: { name: sender.site, email: sender.breeder ?? sender.from },
      attendee: { name: oneLine(facts.name), email: facts.email },
      method,
      sequence: method === 'CANCEL' ? 1 : 0,
    }),
  };
}

type Topic = 'confirm' | 'reminder' | 'cancelled';

/** One message to the booker, in their language. */
async function toBooker(facts: BookingMailFacts, sender: Sender, topic: Topic): Promise<NewMail> {
  const t = await getTranslations({ locale: facts.locale, namespace: 'BookingMail' });
  const when = formatSlot(facts.locale, facts.startsAt, facts.zone);
  const what = t('what', { kind: facts.kind });
  const summary = t('summary', { kind: facts.kind, site: sender.site });
  const where = facts.place
    ? t('where', { kind: facts.kind, place: facts.place })
    : t('whereLater', { kind: facts.kind });
  const lines = [
    t('greeting', { name: oneLine(facts.name) }),
    '',
    t(`${topic}Body`, { what, when, site: sender.site }),
    ...(topic === 'cancelled' ? [] : ['', where, t('zoneNote', { zone: facts.zone })]),
    ...(facts.manageUrl
      ? ['', t(topic === 'cancelled' ? 'bookAgain' : 'manage'), facts.manageUrl]
      : []),
  ];
  const text = lines.join('\n');
  return {
    from: sender.from,
    to: facts.email,
    ...(sender.breeder && { replyTo: sender.breeder }),
    subject: t(`${topic}Subject`, { what, when, site: sender.site }),
    text,
    applicationId: facts.applicationId,
    ...(topic !== 'reminder' && {
      attachments: [
        invitation(facts, sender, summary, text, topic === 'cancelled' ? 'CANCEL' : 'REQUEST'),
      ],
    }),
  };
}

/** One message to the breeder, in the admin's language. */
async function toBreeder(
  facts: BookingMailFacts,
  sender: Sender,
  topic: 'confirm' | 'cancelled',
): Promise<NewMail | null> {
  if (!sender.breeder) return null;
  const locale = sender.breederLocale;
  const t = await getTranslations({ locale, namespace: 'BookingMail' });
  const when = formatSlot(locale, facts.startsAt, facts.zone);
  const what = t('what', { kind: facts.kind });
  const name = oneLine(facts.name);
  const text = [
    t(topic === 'confirm' ? 'breederBooked' : 'breederCancelled', { name, what, when }),
    `${name} <${facts.email}>`,
    '',
    absoluteUrl(adminPaths.bookings),
  ].join('\n');
  return {
    from: sender.from,
    to: sender.breeder,
    replyTo: facts.email,
    subject: t(topic === 'confirm' ? 'breederBookedSubject' : 'breederCancelledSubject', {
      name,
      what,
      when,
    }),
    text,
    applicationId: facts.applicationId,
    digest: 'bookings',
    attachments: [
      invitation(
        { ...facts },
        sender,
        t('breederSummary', { kind: facts.kind, name }),
        text,
        topic === 'confirm' ? 'REQUEST' : 'CANCEL',
      ),
    ],
  };
}

/** The subject of several bookings' news gathered into one mail to the breeder. */
export async function breederDigestSubject(count: number, locale: AppLocale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'BookingMail' });
  return t('breederDigestSubject', { count });
}

/** The confirmation to both sides. */
export async function bookingConfirmation(facts: BookingMailFacts, sender: Sender) {
  const mails = [
    await toBooker(facts, sender, 'confirm'),
    await toBreeder(facts, sender, 'confirm'),
  ];
  return mails.filter((mail): mail is NewMail => mail !== null);
}

/** The reminder the day before, to the booker. */
export const bookingReminder = (facts: BookingMailFacts, sender: Sender) =>
  toBooker(facts, sender, 'reminder');

/** The cancellation, to the side that did not cancel. */
export async function bookingCancellation(
  facts: BookingMailFacts,
  sender: Sender,
  by: 'booker' | 'breeder',
): Promise<NewMail | null> {
  return by === 'breeder'
    ? toBooker(facts, sender, 'cancelled')
    : toBreeder(facts, sender, 'cancelled');
}

/**
 * The lines an enquiry's acknowledgement gets about a puppy: the link to book a video call or a
 * visit (it carries the enquiry's signed id, known once the enquiry is stored).
 */
export async function visitInvite(locale: AppLocale): Promise<(url: string) => string> {
  const t = await getTranslations({ locale, namespace: 'BookingMail' });
  return (url) => `${t('inviteBody')}\n${url}`;
}
