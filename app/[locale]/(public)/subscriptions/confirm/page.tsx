import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SubscriptionLinkPage } from '@/components/subscribe/SubscriptionLinkPage';
import type { AppLocale } from '@/i18n/routing';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[]; done?: string | string[] }>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale;
  const t = await getTranslations({ locale, namespace: 'Subscribe' });
  return { title: t('confirmTitle'), robots: { index: false, follow: false } };
}

// Rendered per request (its address carries the mailed token), under a nonce; never indexed.
export const dynamic = 'force-dynamic';

export default async function ConfirmSubscriptionPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale as AppLocale);
  const query = await searchParams;
  return (
    <SubscriptionLinkPage kind="confirm" token={first(query.token)} done={first(query.done)} />
  );
}
