import { DogListScreen, dogListMetadata } from '@/features/dogs/ui/DogListScreen';
import { listPage } from '@/components/layout/ListPage';

const list = listPage({
  metadata: (locale, page) => dogListMetadata(locale, 'placed', page),
  screen: (_, page) => <DogListScreen status="placed" page={page} />,
});

// Ages shown on the cards move on by themselves: rebuilt at least hourly.
export const revalidate = 3600;
export const generateStaticParams = list.generateStaticParams;
export const generateMetadata = list.generateMetadata;
export default list.Page;
