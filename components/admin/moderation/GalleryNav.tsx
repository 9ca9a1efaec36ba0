'use client';

import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { useTranslations } from '@/lib/client/intl';
import { adminPaths } from '@/lib/paths.mjs';

/** The gallery's two screens side by side: the breeder's own photos and what owners sent. */
export function GalleryNav({ current }: { current: 'gallery' | 'owners' }) {
  const t = useTranslations('AdminModeration');
  const links = [
    { key: 'gallery', href: adminPaths.gallery, label: t('galleryTab') },
    { key: 'owners', href: adminPaths.ownerPhotos, label: t('ownersTab') },
  ] as const;
  return (
    <div className="container pt-3">
      <nav aria-label={t('subnavLabel')}>
        <ul className="nav nav-pills">
          {links.map(({ key, href, label }) => (
            <li key={key} className="nav-item">
              <PrefetchLink
                href={href}
                className={`nav-link${key === current ? ' active' : ''}`}
                aria-current={key === current ? 'page' : undefined}
              >
                {label}
              </PrefetchLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
