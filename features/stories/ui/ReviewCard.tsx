import { getTranslations } from 'next-intl/server';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { AppLocale } from '@/i18n/routing';
import { countryName } from '@/lib/countries';
import { publicPaths } from '@/lib/paths.mjs';
import type { PublishedStory } from '@/features/stories/schema';

interface ReviewCardProps {
  story: PublishedStory;
  locale: AppLocale;
  /** Leave out the dog's name and link (on the dog's own page). */
  hideDog?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/**
 * An owner's published story: their words (in their language, marked `lang`), first name,
 * country, dog and date, and "edited by the kennel" when the breeder changed the text.
 */
export async function ReviewCard({ story, locale, hideDog, headingLevel = 'h2' }: ReviewCardProps) {
  const t = await getTranslations({ locale, namespace: 'Reviews' });
  const Heading = headingLevel;
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: 'Europe/Budapest',
  }).format(new Date(story.publishedAt));
  const who = t('author', { name: story.firstName, country: countryName(story.country, locale) });
  return (
    <article className="review-card card mb-4" aria-labelledby={`review-${story.id}`}>
      <div className="card-body">
        <Heading id={`review-${story.id}`} className="h5 mb-1">
          {who}
        </Heading>
        <p className="small text-body-secondary mb-2">
          {!hideDog && story.dog && (
            <>
              {story.dog.slug ? (
                <PrefetchLink href={publicPaths.dog(story.dog.slug)}>{story.dog.name}</PrefetchLink>
              ) : (
                story.dog.name
              )}
              {' · '}
            </>
          )}
          <time dateTime={story.publishedAt}>{date}</time>
          {story.edited && (
            <>
              {' · '}
              <span data-testid="edited">{t('edited')}</span>
            </>
          )}
        </p>
        {story.text && (
          <blockquote className="review-card__text mb-2" lang={story.locale}>
            {story.text.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </blockquote>
        )}
        {story.photos.length > 0 && (
          <ul className="list-unstyled owner-photo-grid mb-0">
            {story.photos.map((photo, i) => (
              <li key={photo.id}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a stored variant */}
                <img
                  src={photo.url}
                  alt={t('photoAlt', { name: story.dog?.name ?? story.firstName, number: i + 1 })}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                  className="owner-photo"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
