import { getTranslations } from 'next-intl/server';
import { missingLanguages } from '@/components/admin/content/language-texts';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { AppLocale } from '@/i18n/routing';
import { LOCALE_TAGS } from '@/lib/i18n/locale';
import { KENNEL_TIME_ZONE } from '@/lib/kennel-time';
import { publishedOf } from '@/features/news/rules';
import { adminPaths } from '@/lib/paths.mjs';
import type { NewsPost } from '@/features/news/schema';

/**
 * `/admin/news`: every post, newest first, with whether it is out or waiting and the languages
 * it still lacks. Links only: it is drawn on the server with no script of its own.
 */
export async function NewsAdminList({ posts, locale }: { posts: NewsPost[]; locale: AppLocale }) {
  const [t, tLocales] = await Promise.all([
    getTranslations('AdminNews'),
    getTranslations('Locales'),
  ]);
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: KENNEL_TIME_ZONE,
  });
  const out = new Set(publishedOf(posts).posts.map((post) => post.id));
  return (
    <div className="container py-4">
      <ScreenHeader title={t('title')}>
        <PrefetchLink href={adminPaths.addNews} className="btn btn-primary">
          {t('add')}
        </PrefetchLink>
      </ScreenHeader>
      {posts.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="list-unstyled mb-0" aria-label={t('listLabel')}>
          {posts.map((post) => {
            const title = post.title.en || post.title.hu || post.title.de || t('untitled');
            const waiting = !out.has(post.id);
            const date = format.format(new Date(post.publishAt));
            const missing = missingLanguages({ line: post.title, rich: post.body });
            return (
              <li key={post.id} className="card mb-3" data-testid={`news-${post.id}`}>
                <div className="card-body d-flex flex-wrap align-items-center gap-2">
                  <div className="flex-grow-1">
                    <h2 className="h6 mb-1">{title}</h2>
                    <p className="small mb-0">
                      <span
                        className={`badge ${waiting ? 'text-bg-info' : 'text-bg-success'} me-2`}
                      >
                        {waiting ? t('scheduled', { date }) : t('published', { date })}
                      </span>
                      {missing.length > 0 && (
                        <span className="badge text-bg-warning">
                          {t('missingLanguages', {
                            languages: missing.map((l) => tLocales(l)).join(', '),
                          })}
                        </span>
                      )}
                    </p>
                  </div>
                  <PrefetchLink
                    href={adminPaths.editNews(post.id)}
                    className="btn btn-outline-primary btn-sm"
                    aria-label={t('editPost', { title })}
                  >
                    {t('edit')}
                  </PrefetchLink>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
