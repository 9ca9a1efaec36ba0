import { HomeBody } from '@/features/pages/ui/HomeBody';
import { JsonLd } from '@/components/ui/JsonLd';
import { type LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { contentMetadata, kennelPage } from '@/features/pages/server/page-render';

// Ages shown on the puppy cards move on by themselves: rebuild at least hourly.
export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return contentMetadata(locale, 'home', publicPaths.home, { absoluteTitle: true });
}

export default async function HomePage(route: LocaleParams) {
  const { body, kennel } = await kennelPage(route, 'home');
  return (
    <>
      <JsonLd data={kennel} />
      <HomeBody {...body} />
    </>
  );
}
