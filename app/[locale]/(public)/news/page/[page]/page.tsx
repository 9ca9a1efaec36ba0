import { NewsScreen, newsMetadata } from '@/features/news/ui/NewsScreen';
import { listPage } from '@/components/layout/ListPage';

const list = listPage({
  metadata: newsMetadata,
  screen: (locale, page) => <NewsScreen page={page} locale={locale} />,
});

export const revalidate = 86400;
export const generateStaticParams = list.generateStaticParams;
export const generateMetadata = list.generateMetadata;
export default list.Page;
