import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { getSiteFacts } from '@/features/site/reads';
import { factValues } from '@/lib/i18n/fact-values';
import type { SiteFacts } from '@/features/site/facts-schema';
import { applicationRetentionDays } from '@/lib/server/mail/config';
import { retentionDays } from '@/lib/server/mail/config';

export interface PageValues {
  facts: SiteFacts;
  /** What `{name}` placeholders in the pages' texts stand for, in one language. */
  values: Record<string, string>;
}

/**
 * The facts (`{foundingYear}`, `{pedigreeFee}`…) and the running site's settings the privacy
 * notice states (`{enquiryRetention}`: how long enquiries are kept, in words).
 */
export async function pageValues(locale: AppLocale): Promise<PageValues> {
  const [facts, t] = await Promise.all([
    getSiteFacts(),
    getTranslations({ locale, namespace: 'PageContent' }),
  ]);
  return {
    facts,
    values: {
      ...factValues(facts, locale),
      site: facts.kennelName,
      enquiryRetention: t('retentionDays', { days: Math.ceil(retentionDays()) }),
      applicationRetention: t('retentionDays', { days: Math.ceil(applicationRetentionDays()) }),
    },
  };
}
