import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SubscriptionLinkPage } from '@/features/subscriptions/ui/SubscriptionLinkPage';
import type { AppLocale } from '@/i18n/routing';
import type { LocaleParams } from '@/lib/i18n/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = (await params).locale as AppLocale;
  const t = await getTranslations({ locale, namespace: 'Subscribe' });
  return { title: t('unsubscribeTitle'), robots: { index: false, follow: false } };
}

// Static HTML, the same for everyone: the mailed link's token stays with the API (a cookie).
export default async function UnsubscribePage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  return <SubscriptionLinkPage kind="unsubscribe" />;
}
