import { TransportBody } from '@/features/pages/ui/TransportBody';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { contentMetadata, contentPage } from '@/features/pages/server/page-render';

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return contentMetadata(locale, 'transport', publicPaths.transport);
}

export default async function TransportPage(route: LocaleParams) {
  const { body, facts } = await contentPage(route, 'transport');
  return <TransportBody {...body} airlines={facts.airlines} />;
}
