import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { publicPaths } from '@/lib/paths.mjs';

interface BreadcrumbsProps {
  /** The trail's name for screen readers. */
  label: string;
  /** The list the page belongs to. */
  list: { href: string; label: ReactNode };
  /** The page itself, and its language where it differs from the page's. */
  current: ReactNode;
  lang?: string;
}

/** Home › the list › this page. */
export async function Breadcrumbs({ label, list, current, lang }: BreadcrumbsProps) {
  const t = await getTranslations('Header');
  return (
    <nav aria-label={label}>
      <ol className="breadcrumb">
        <li className="breadcrumb-item">
          <PrefetchLink href={publicPaths.home}>{t('home')}</PrefetchLink>
        </li>
        <li className="breadcrumb-item">
          <PrefetchLink href={list.href}>{list.label}</PrefetchLink>
        </li>
        <li className="breadcrumb-item active" aria-current="page" lang={lang}>
          {current}
        </li>
      </ol>
    </nav>
  );
}

interface DetailLayoutProps {
  breadcrumbs: ReactNode;
  /** The photos and videos, the wider column on a large screen. */
  media: ReactNode;
  /** The name, the facts and what a visitor can do next. */
  aside: ReactNode;
  /** The sections below both. */
  children?: ReactNode;
}

/** A dog's or a litter's page: the way back, the photos beside the facts, then the sections. */
export function DetailLayout({ breadcrumbs, media, aside, children }: DetailLayoutProps) {
  return (
    <div className="container py-4">
      {breadcrumbs}
      <div className="row g-4 g-lg-5">
        <div className="col-lg-7">{media}</div>
        <div className="col-lg-5">{aside}</div>
      </div>
      {children}
    </div>
  );
}
