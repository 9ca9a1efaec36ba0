import { setRequestLocale } from 'next-intl/server';
import { PrivacyBody } from '@/components/pages/PrivacyBody';
import type { AppLocale } from '@/i18n/routing';
import { getSiteInfo } from '@/lib/api';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { mailConfig } from '@/lib/server/mail/config';
import { contentMetadata, publishedPage } from '@/lib/server/page-render';

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return contentMetadata(locale, 'privacy', publicPaths.privacy);
}

// Rendered again at run time: the notice follows the running site's mail and retention settings.
export const revalidate = 3600;

/** What the enquiry and application forms store, why, for how long, and how to have it deleted. */
export default async function PrivacyPage({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const [{ page, values }, info] = await Promise.all([
    publishedPage('privacy', locale as AppLocale),
    getSiteInfo(),
  ]);
  return (
    <PrivacyBody
      page={page}
      locale={locale as AppLocale}
      values={values}
      mail={Boolean(mailConfig())}
      email={info.email}
    />
  );
}
