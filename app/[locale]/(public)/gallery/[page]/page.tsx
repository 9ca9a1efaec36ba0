import { GalleryScreen, galleryMetadata } from '@/features/gallery/ui/GalleryScreen';
import { listPage } from '@/components/layout/ListPage';

const list = listPage({
  metadata: galleryMetadata,
  screen: (_, page) => <GalleryScreen page={page} />,
});

export const generateStaticParams = list.generateStaticParams;
export const generateMetadata = list.generateMetadata;
export default list.Page;
