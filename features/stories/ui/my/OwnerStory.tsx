import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { countryName } from '@/lib/countries';
import { MAX_OWNER_PHOTOS, MAX_STORY_LENGTH } from '@/features/stories/rules';
import { formatDay, myOwnerStories, readStoryRefusal } from '../../reads';
import type { OwnerStoryView } from '@/features/stories/schema';
import { OwnerStoryForm } from './OwnerStoryForm';

/** The errors the form may be answered with, and their texts. */
const FORM_ERRORS = [
  'required',
  'tooLong',
  'storyTooLong',
  'storyConsentRequired',
  'storyEmpty',
  'storyPending',
  'storyNotPlaced',
  'tooManyUploads',
  'tooManyFiles',
  'fileTooLarge',
  'unsupportedType',
  'imageTooLarge',
  'corruptImage',
  'uploadTooLarge',
  'photosTooLargeNoScript',
  'uploadRefused',
  'uploadQueueFull',
  'invalidMultipart',
  'serverError',
] as const;

/** Refusals of the photos as a whole, shown beside the photo field. */
const PHOTO_REFUSALS = new Set([
  'uploadTooLarge',
  'photosTooLargeNoScript',
  'uploadQueueFull',
  'invalidMultipart',
  'tooManyFiles',
  'unsupportedType',
]);

interface OwnerStoryProps {
  token: string;
  locale: AppLocale;
  query: Record<string, string | string[] | undefined>;
}

/**
 * The private page's photos and story: a placed owner sends up to ten photos and a
 * short story with their consent to publish them, and sees what they sent and what became of it.
 */
export async function OwnerStory({ token, locale, query }: OwnerStoryProps) {
  const view = await myOwnerStories(token);
  if (!view) return null;
  const [t, apiErrors] = await Promise.all([
    getTranslations({ locale, namespace: 'OwnerStories' }),
    getTranslations({ locale, namespace: 'apiErrors' }),
  ]);
  const refusal = readStoryRefusal(query);
  const sent = query.done === 'storySent';
  const draft = view.draft;
  const name = draft ? draft.name : view.suggestedName;
  const country = countryName(view.country, locale);
  const known = (key: string): key is (typeof FORM_ERRORS)[number] =>
    (FORM_ERRORS as readonly string[]).includes(key);
  const errors = Object.fromEntries(FORM_ERRORS.map((key) => [key, apiErrors(key)]));
  const listed = (refusal?.errors ?? []).filter((e) => known(e.msg));
  // A refusal of the whole upload (its size, the queue) is said beside the photos.
  const fieldErrors =
    refusal && !listed.length && PHOTO_REFUSALS.has(refusal.message)
      ? [{ field: 'images', msg: refusal.message }]
      : listed;
  const max = new Intl.NumberFormat(locale).format(MAX_STORY_LENGTH);
  const alert =
    refusal && !fieldErrors.length
      ? known(refusal.message)
        ? refusal.message
        : 'serverError'
      : null;

  return (
    <section lang={locale} aria-labelledby="owner-story" className="container pb-4 owner-story">
      <h2 id="owner-story" className="h4">
        {view.dogName ? t('headingDog', { dog: view.dogName }) : t('heading')}
      </h2>
      <p>{t('intro')}</p>
      {sent && (
        <p className="alert alert-success" role="status">
          {t('sent')}
        </p>
      )}
      {alert && (
        <p className="alert alert-danger" role="alert">
          {errors[alert]}
        </p>
      )}
      {view.canSend ? (
        <OwnerStoryForm
          action={`/api/my/${encodeURIComponent(token)}/story`}
          locale={locale}
          initial={{ name, story: draft?.story ?? '', consent: draft?.consent ?? false }}
          initialErrors={fieldErrors}
          text={{
            photos: t('photos'),
            photosHelp: t('photosHelp', { max: String(MAX_OWNER_PHOTOS) }),
            story: t('story'),
            left: t('left', { left: '{left}', max }),
            over: t('over', { count: '{count}', max }),
            tooLong: t('tooLong', { count: '{count}', max }),
            name: t('name'),
            nameHelp: t('nameHelp'),
            consent: t('consent', { name, country }),
            send: t('send'),
            sending: t('sending'),
            errors,
          }}
        />
      ) : (
        <p className="text-body-secondary">{t('waiting')}</p>
      )}
      {view.stories.length > 0 && (
        <>
          <h3 className="h5 mt-4">{t('sentHeading')}</h3>
          <ul className="list-unstyled owner-story-list">
            {view.stories.map((story) => (
              <SentStory key={story.id} story={story} t={t} locale={locale} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

type OwnerStoriesT = Awaited<ReturnType<typeof getTranslations<'OwnerStories'>>>;

function SentStory({
  story,
  t,
  locale,
}: {
  story: OwnerStoryView;
  t: OwnerStoriesT;
  locale: AppLocale;
}) {
  return (
    <li className="card mb-3" data-testid="sent-story">
      <div className="card-body">
        <p className="mb-2">
          <span className={`badge text-bg-${BADGES[story.status]} me-2`}>
            {t('state', { status: story.status })}
          </span>
          <span className="small text-body-secondary">
            {t('sentOn', { date: formatDay(locale, story.createdAt.slice(0, 10)) })}
          </span>
        </p>
        {story.text && <p className="owner-story-text mb-2">{story.text}</p>}
        {story.editedText !== null && (
          <p className="small mb-2">
            <span className="fw-semibold">{t('editedByKennel')}</span> {story.editedText}
          </p>
        )}
        {story.photos.length > 0 && (
          <ul className="list-unstyled owner-photo-grid mb-0">
            {story.photos.map((photo, i) => (
              <li key={photo.id}>
                {photo.url ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a short-lived private link
                  <img
                    src={photo.url}
                    alt={t('photoAlt', { number: String(i + 1) })}
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    className="owner-photo"
                  />
                ) : (
                  <span className="owner-photo owner-photo--gone">{t('photoRejected')}</span>
                )}
                <span className="visually-hidden">{t('state', { status: photo.status })}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

const BADGES = { pending: 'secondary', approved: 'success', rejected: 'light' } as const;
