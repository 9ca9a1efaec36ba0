import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { countryName } from '@/lib/countries';
import type { StoredAnswer } from '@/lib/db/schema';
import { adminPaths } from '@/lib/paths.mjs';
import { kennelName } from '@/features/site/server/site-facts';
import { absoluteUrl } from '@/lib/site/url';
import { getDb } from '@/lib/db/client';
import { breederLocale } from '@/features/auth/server/account';
import { answersIn } from '@/features/applications/server/application-answers';
import { litterLabel } from '@/features/applications/labels';
import type { LitterChoice } from '@/features/applications/server/application-litters';
import { getSiteInfo } from '@/features/site/server/site-info';
import { mailConfig } from '@/lib/server/mail/config';
import type { NewMail } from '@/lib/server/mail/outbox';

/** The applicant's private page: only this mail ever holds its token. */
export const privateLink = (token: string) => absoluteUrl(`/my/${token}`);

interface Sender {
  from: string;
  breeder: string | null;
  /** The admin's own language: the breeder's notice is in it (SPEC §13). */
  breederLocale: AppLocale;
}

/** Who sends, and who hears of applications; null without SMTP_URL or any sender address. */
async function sender(): Promise<Sender | null> {
  const config = mailConfig();
  if (!config) return null;
  const info = await getSiteInfo();
  const breeder = config.notify ?? info.email;
  const from = config.from ?? breeder;
  if (!from) return null;
  return { from, breeder, breederLocale: await breederLocale(await getDb(), breeder) };
}

export interface ApplicationDetails {
  name: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  locale: AppLocale;
  /** The litter applied for, or null for any litter. */
  litter: LitterChoice | null;
  preferredSex: string;
  preferredColor: string;
  answers: StoredAnswer[];
}

/**
 * The acknowledgement with the private link (a fixed text besides the link: nothing typed is
 * echoed to an address anyone may have typed in) in the applicant's language, and the
 * breeder's notice with everything, Reply-To the applicant, in the admin's own language (SPEC §13):
 * the answers under the questions as the breeder asked them in it.
 */
export async function composeApplicationMail(
  application: ApplicationDetails,
  token: string,
): Promise<{ acknowledgement: NewMail; notice: NewMail | null; breederLocale: AppLocale } | null> {
  const mail = await sender();
  if (!mail) return null;
  const t = await getTranslations({ locale: application.locale, namespace: 'ApplicationMail' });
  const site = await kennelName();
  const acknowledgement: NewMail = {
    from: mail.from,
    to: application.email,
    subject: t('ackSubject', { site }),
    text: [
      t('ackGreeting'),
      '',
      t('ackBody', { site }),
      '',
      t('ackLink'),
      privateLink(token),
      '',
      t('ackPrivacy'),
      '',
      t('ackNotYou'),
    ].join('\n'),
  };
  const { breederLocale: locale } = mail;
  if (!mail.breeder) return { acknowledgement, notice: null, breederLocale: locale };
  const [tNotice, tApply] = await Promise.all([
    getTranslations({ locale, namespace: 'ApplicationMail' }),
    getTranslations({ locale, namespace: 'Apply' }),
  ]);
  const answers = await answersIn(await getDb(), application.answers, application.locale, locale);
  const litter = application.litter ? litterLabel(tApply, application.litter, locale) : null;
  const details = [
    `${tApply('name')}: ${application.name}`,
    `${tApply('email')}: ${application.email}`,
    `${tApply('phone')}: ${application.phone}`,
    `${tApply('country')}: ${countryName(application.country, locale)}`,
    `${tApply('city')}: ${application.city}`,
    `${tApply('litter')}: ${litter ?? tApply('anyLitter')}`,
    `${tApply('preferredSex')}: ${tApply('sex', { sex: application.preferredSex })}`,
    `${tApply('preferredColor')}: ${tApply('color', { color: application.preferredColor })}`,
    ...answers.flatMap(({ question, answer }) => ['', `${question}`, answer]),
  ];
  const notice: NewMail = {
    from: mail.from,
    to: mail.breeder,
    replyTo: application.email,
    subject: tNotice('noticeSubject', { name: application.name }),
    text: [tNotice('noticeIntro'), '', ...details, '', absoluteUrl(adminPaths.applications)].join(
      '\n',
    ),
  };
  return { acknowledgement, notice, breederLocale: locale };
}

/**
 * The breeder's decision, as they wrote it, to the applicant in the applicant's language; an
 * approval with their private page (`page`), which a declined application no longer opens.
 */
export async function composeDecisionMail(
  to: string,
  locale: AppLocale,
  decision: 'approve' | 'decline',
  message: string,
  page: string | null,
): Promise<NewMail | null> {
  const mail = await sender();
  if (!mail) return null;
  const t = await getTranslations({ locale, namespace: 'ApplicationMail' });
  const site = await kennelName();
  return {
    from: mail.from,
    to,
    ...(mail.breeder ? { replyTo: mail.breeder } : {}),
    subject: t(decision === 'approve' ? 'approvedSubject' : 'declinedSubject', { site }),
    text: [
      message,
      ...(decision === 'approve'
        ? ['', ...(page ? [t('decisionLink'), page] : [t('decisionFooter')])]
        : []),
    ].join('\n'),
  };
}

/** The decision's default text, in the applicant's language, for the breeder to edit. */
export async function defaultDecisionMessage(
  locale: AppLocale,
  decision: 'approve' | 'decline',
  name: string,
): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'ApplicationMail' });
  return t(decision === 'approve' ? 'approveDefault' : 'declineDefault', {
    name,
    site: await kennelName(),
  });
}
