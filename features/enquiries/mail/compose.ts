import 'server-only';
import { getTranslations } from 'next-intl/server';
import { adminPaths, publicPaths } from '@/lib/paths.mjs';
import { kennelName } from '@/lib/site/kennel-name';
import { absoluteUrl } from '@/lib/site/url';
import type { Enquiry } from '@/features/enquiries/schema';
import type { AppLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { breederLocale } from '@/features/auth/server/account';
import { getSiteInfo } from '@/features/site/server/site-info';
import { mailConfig } from '@/lib/server/mail/config';
import type { NewMail } from '@/lib/server/mail/outbox';

export interface EnquiryMail {
  /** To the breeder: everything the buyer wrote, with Reply-To the buyer. */
  notice: NewMail | null;
  /** To the buyer: a fixed text with the dog's name and the kennel's contact details. */
  acknowledgement: NewMail;
  /** The admin's own language, which the notice is in. */
  breederLocale: AppLocale;
}

/**
 * The breeder's notice in the admin's own language (SPEC §13) and the buyer's acknowledgement in
 * the buyer's; null
 * without SMTP_URL (or without any sender address). The acknowledgement goes to whatever address
 * was typed in, so it carries nothing the sender wrote (else it is a relay for anyone's
 * text): no name, no message.
 */
export async function composeEnquiryMail(
  input: Enquiry,
  dog: { name: string; slug: string } | null,
): Promise<EnquiryMail | null> {
  const config = mailConfig();
  if (!config) return null;
  const info = await getSiteInfo();
  const breeder = config.notify ?? info.email;
  const from = config.from ?? breeder;
  if (!from) {
    console.warn('An enquiry came in, but neither MAIL_FROM nor NOTIFY_EMAIL is set: no mail');
    return null;
  }
  const t = await getTranslations({ locale: input.locale, namespace: 'EnquiryMail' });
  const site = await kennelName();
  const about = dog ? t('aboutDog', { name: dog.name }) : t('aboutGeneral');
  const contact = [
    ...(info.email ? [`${t('email')}: ${info.email}`] : []),
    ...(info.phone ? [`${t('phone')}: ${info.phone}`] : []),
    ...(info.phoneAt ? [`${t('phone')}: ${info.phoneAt}`] : []),
    `${t('website')}: ${absoluteUrl(dog ? publicPaths.dog(dog.slug) : publicPaths.contact)}`,
  ];
  const acknowledgement: NewMail = {
    from,
    to: input.email,
    subject: t('ackSubject', { site, about }),
    text: [
      t('ackGreeting'),
      '',
      t('ackBody', { site, dog: dog?.name ?? 'none' }),
      '',
      t('ackContact'),
      ...contact,
      '',
      t('ackNotYou'),
    ].join('\n'),
  };
  const locale = await breederLocale(await getDb(), breeder);
  if (!breeder) return { notice: null, acknowledgement, breederLocale: locale };
  const tb = await getTranslations({ locale, namespace: 'EnquiryMail' });
  const details = [
    `${tb('name')}: ${input.name}`,
    `${tb('email')}: ${input.email}`,
    ...(input.phone ? [`${tb('phone')}: ${input.phone}`] : []),
    ...(dog ? [`${tb('dog')}: ${dog.name} (${absoluteUrl(publicPaths.dog(dog.slug))})`] : []),
    '',
    input.message,
  ].join('\n');
  const notice: NewMail = {
    from,
    to: breeder,
    replyTo: input.email,
    subject: tb('noticeSubject', { name: input.name, dog: dog?.name ?? 'none' }),
    text: [tb('noticeIntro'), '', details, '', absoluteUrl(adminPaths.enquiries)].join('\n'),
  };
  return { notice, acknowledgement, breederLocale: locale };
}
