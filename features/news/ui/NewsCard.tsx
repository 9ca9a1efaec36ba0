import { useTranslations } from 'next-intl';
import { Photo } from '@/components/ui/Photo';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { AppLocale } from '@/i18n/routing';
import { excerpt, newsPath, postIn } from '@/features/news/rules';
import { docText } from '@/lib/rich-text/doc';
import type { NewsPost } from '@/features/news/schema';
import { NewsDate } from './NewsDate';

const CARD_SIZES = '(min-width: 992px) 300px, (min-width: 576px) 40vw, 100vw';

interface NewsCardProps {
  post: NewsPost;
  locale: AppLocale;
  heading: 'h2' | 'h3';
  /** The first card at the top of a page: its photo is the LCP element. */
  priority?: boolean;
}

/** A post in a list: cover photo, day, title and the start of its text. */
export function NewsCard({ post, locale, heading: Heading, priority }: NewsCardProps) {
  const t = useTranslations('News');
  const { title, body, lang, bodyLang } = postIn(post, locale);
  const cover = post.images[0];
  return (
    <article className="news-card" data-testid="news-card">
      {cover && (
        <div className="news-card__media">
          <Photo
            image={cover}
            alt={t('coverAlt', { title })}
            sizes={CARD_SIZES}
            priority={priority}
            className="news-card__image"
          />
        </div>
      )}
      <div className="news-card__body">
        <p className="news-card__date small mb-1">
          <NewsDate at={post.publishAt} locale={locale} />
        </p>
        <Heading className="h4 mb-2" lang={lang}>
          <PrefetchLink href={newsPath(post)} className="stretched-link news-card__title">
            {title}
          </PrefetchLink>
        </Heading>
        {body && (
          <p className="mb-0" lang={bodyLang}>
            {excerpt(docText(body))}
          </p>
        )}
      </div>
    </article>
  );
}

/** Posts newest first, named for screen readers. */
export function NewsList({
  posts,
  locale,
  heading,
  label,
  priorityFirst = false,
}: {
  posts: NewsPost[];
  locale: AppLocale;
  heading: 'h2' | 'h3';
  label: string;
  priorityFirst?: boolean;
}) {
  return (
    <ul className="news-list list-unstyled mb-0" aria-label={label}>
      {posts.map((post, i) => (
        <li key={post.id} className="mb-4">
          <NewsCard
            post={post}
            locale={locale}
            heading={heading}
            priority={priorityFirst && i === 0}
          />
        </li>
      ))}
    </ul>
  );
}
