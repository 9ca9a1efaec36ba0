import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/ui/PageIntro';
import type { AppLocale } from '@/i18n/routing';
import { getSiteFacts, getSiteInfo } from '@/lib/api';
import { pageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { applicationRetentionDays } from '@/lib/server/application-privacy';
import { mailConfig, retentionDays } from '@/lib/server/mail/config';

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return pageMetadata(locale, 'PrivacyPage', publicPaths.privacy);
}

// Rendered again at run time: the notice follows the running site's mail and retention settings.
export const revalidate = 3600;

const SECTIONS = ['who', 'stored', 'why', 'howLong', 'rights', 'cookies'] as const;

/** What the enquiry and application forms store, why, for how long, and how to have it deleted. */
export default async function PrivacyPage({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const [t, subscribe, info, facts] = await Promise.all([
    getTranslations('PrivacyPage'),
    getTranslations('Subscribe'),
    getSiteInfo(),
    getSiteFacts(),
  ]);
  const values = { site: facts.kennelName, days: Math.ceil(retentionDays()) };
  // Without SMTP_URL no mail is sent about an enquiry: the notice must not promise any.
  const text = (section: (typeof SECTIONS)[number]) =>
    section === 'why' && !mailConfig() ? t('whyTextNoMail') : t(`${section}Text`, values);

  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="container pb-5 privacy-page">
        {SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`privacy-${section}`} className="mb-4">
            <h2 id={`privacy-${section}`} className="h4">
              {t(`${section}Title`)}
            </h2>
            <p>{text(section)}</p>
            {section === 'rights' && info.email && (
              <p>
                <a href={`mailto:${info.email}`}>{t('contactEmail', { email: info.email })}</a>
              </p>
            )}
          </section>
        ))}
        <section aria-labelledby="privacy-applications" className="mb-4">
          <h2 id="privacy-applications" className="h4">
            {t('applicationsTitle')}
          </h2>
          <p>{t('applicationsStored')}</p>
          <p>{t('applicationsWhy')}</p>
          <p>{t('applicationsHowLong', { days: Math.ceil(applicationRetentionDays()) })}</p>
          <p>{t('applicationsWithdraw')}</p>
          <p>{t('applicationsDraft')}</p>
        </section>
        <section aria-labelledby="privacy-subscriptions" className="mb-4">
          <h2 id="privacy-subscriptions" className="h4">
            {subscribe('privacyTitle')}
          </h2>
          <p>{subscribe('privacyText')}</p>
        </section>
      </div>
    </>
  );
}
