'use client';

import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { useTranslations } from '@/lib/client/intl';
import { adminPaths } from '@/lib/paths.mjs';

/** The site's content screens beside each other: its pages, the news and the FAQ. */
export function ContentNav({ current }: { current: 'pages' | 'news' | 'faq' }) {
  const t = useTranslations('AdminNews');
  const tFaq = useTranslations('AdminFaq');
  const tPages = useTranslations('AdminPages');
  const links = [
    { key: 'pages', href: adminPaths.pages, label: tPages('nav') },
    { key: 'news', href: adminPaths.news, label: t('nav') },
    { key: 'faq', href: adminPaths.faq, label: tFaq('nav') },
  ] as const;
  return (
    <nav aria-label={t('subnavLabel')} className="mb-3">
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
  );
}
