import { setRequestLocale } from 'next-intl/server';
import { NewsScreen, newsMetadata } from '@/features/news/ui/NewsScreen';
import type { AppLocale } from '@/i18n/routing';
import type { LocaleParams } from '@/lib/i18n/metadata';

// Static until a post changes, or a waiting post is due (NewsScreen).
export const revalidate = 86400;

export async function generateMetadata({ params }: LocaleParams) {
  return newsMetadata((await params).locale as AppLocale, 1);
}

export default async function NewsPage({ params }: LocaleParams) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  return <NewsScreen page={1} locale={locale} />;
}
