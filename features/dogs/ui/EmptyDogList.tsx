import { useTranslations } from 'next-intl';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { DOG_LIST_PATHS } from '@/features/dogs/rules';
import { publicPaths } from '@/lib/paths.mjs';

/** What an empty list says: kindly, with a way to get in touch. */
export function EmptyDogList({ status }: { status: 'available' | 'placed' }) {
  const t = useTranslations('PuppiesPage');
  const link = (chunks: React.ReactNode) => (
    <PrefetchLink href={publicPaths.contact}>{chunks}</PrefetchLink>
  );
  return (
    <p className="empty-state mb-0">
      {status === 'available'
        ? t.rich('emptyAvailable', { link })
        : t.rich('emptyPlaced', {
            link,
            available: (chunks) => (
              <PrefetchLink href={DOG_LIST_PATHS.available}>{chunks}</PrefetchLink>
            ),
          })}
    </p>
  );
}
