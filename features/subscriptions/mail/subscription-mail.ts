import 'server-only';
import type { Messages } from 'next-intl';
// The core build, without React: scripts load this file outside Next (dogs → litters → news).
import { createTranslator } from 'use-intl/core';
import type { AppLocale } from '@/i18n/routing';
import type { LitterNewsEvent } from '@/lib/selling';
import { publicPaths } from '@/lib/paths.mjs';
import { kennelName } from '@/features/site/server/site-facts';
import { absoluteUrl } from '@/lib/site/url';
import { subscriptionPaths } from '@/features/subscriptions/paths';
import type { NewMail } from '@/lib/server/mail/outbox';

/*
 * The mail of "tell me when puppies are born", in the subscriber's language: the
 * confirmation (double opt-in) and the litter news. Each carries a one-click unsubscribe (RFC
 * 8058): the List-Unsubscribe headers, whose URL a mail provider posts to, and a link to a page
 * with a button for a person. Translated with next-intl's core, so it runs inside a transaction
 * anywhere (a test's database too), not only in a request.
 */

/** What a mail says about a litter: its mother's name, its dates and its page. */
export interface LitterFacts {
  slug: string;
  mother: string;
  expectedAt: string | null;
  bornAt: string | null;
}

async function mailTranslator(locale: AppLocale) {
  const messages = (await import(`../../../messages/${locale}.json`)).default as Messages;
  return createTranslator({ locale, messages, namespace: 'SubscriptionMail' });
}

/** A `YYYY-MM-DD` date as the reader's language writes it, or 'none'. */
function longDate(locale: AppLocale, date: string | null): string {
  if (!date) return 'none';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The headers that let a mail program unsubscribe with one click (RFC 8058). */
export function unsubscribeHeaders(token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${absoluteUrl(subscriptionPaths.oneClick(token))}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

interface Recipient {
  from: string;
  to: string;
  locale: AppLocale;
  /** The token that ends the subscription, for the headers and the link. */
  unsubscribeToken: string;
}

/** "Please confirm": the link to the confirmation page, which asks for a press of a button. */
export async function composeConfirmationMail(
  recipient: Recipient & { confirmToken: string; litter: LitterFacts | null },
): Promise<NewMail> {
  const { locale, litter } = recipient;
  const t = await mailTranslator(locale);
  const site = await kennelName();
  return {
    from: recipient.from,
    to: recipient.to,
    subject: t('confirmSubject', { site }),
    headers: unsubscribeHeaders(recipient.unsubscribeToken),
    text: [
      t('greeting'),
      '',
      litter ? t('confirmLitter', { site, mother: litter.mother }) : t('confirmAll', { site }),
      '',
      t('confirmAction'),
      absoluteUrl(subscriptionPaths.confirm(recipient.confirmToken)),
      '',
      t('confirmIgnore'),
      '',
      t('removeNow'),
      absoluteUrl(subscriptionPaths.unsubscribe(recipient.unsubscribeToken)),
    ].join('\n'),
  };
}

/** The news of one litter: expected, born, or ready to go to their families. */
export async function composeLitterNews(
  recipient: Recipient & {
    litter: LitterFacts;
    event: LitterNewsEvent;
    allLitters: boolean;
    /** The kennel's name, read in the litter's transaction (kennelName(tx)). */
    site: string;
  },
): Promise<NewMail> {
  const { locale, litter, event, site } = recipient;
  const t = await mailTranslator(locale);
  const values = {
    site,
    mother: litter.mother,
    date: longDate(locale, event === 'expected' ? litter.expectedAt : litter.bornAt),
  };
  const subject = {
    expected: t('expectedSubject', values),
    born: t('bornSubject', values),
    ready: t('readySubject', values),
  }[event];
  const body = {
    expected: t('expectedBody', values),
    born: t('bornBody', values),
    ready: t('readyBody', values),
  }[event];
  return {
    from: recipient.from,
    to: recipient.to,
    subject,
    headers: unsubscribeHeaders(recipient.unsubscribeToken),
    text: [
      t('greeting'),
      '',
      body,
      '',
      t('litterLink'),
      absoluteUrl(publicPaths.litter(litter.slug)),
      '',
      '-- ',
      recipient.allLitters
        ? t('whyAll', { site })
        : t('whyLitter', { site, mother: litter.mother }),
      t('unsubscribe'),
      absoluteUrl(subscriptionPaths.unsubscribe(recipient.unsubscribeToken)),
    ].join('\n'),
  };
}
