import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { formatGrams } from '@/features/diary/text';
import { formatDay, formatMoment, loadMyDiary } from '../../reads';
import { VideoList } from '@/features/videos/ui/VideoList';
import { WeightChart } from '@/features/diary/ui/my/WeightChart';

interface DiaryProps {
  token: string;
  locale: AppLocale;
  /** `?done=` after the mail switch's form. */
  done: string | null;
}

/**
 * The puppy's diary on the buyer's page: its updates newest first with their photos
 * (signed links, fresh on each render), a weight chart and the health record. Nothing without a
 * puppy reserved for them. The mail switch is a plain form: it works without JavaScript.
 */
export async function Diary({ token, locale, done }: DiaryProps) {
  const diary = await loadMyDiary(token, locale);
  if (!diary) return null;
  const t = await getTranslations({ locale, namespace: 'Diary' });
  const { puppy, entries, weights, health } = diary;
  return (
    <section id="diary" aria-labelledby="my-diary" className="mb-4">
      <h2 id="my-diary" className="h4">
        {t('heading', { puppy })}
      </h2>
      {(done === 'diaryMailOn' || done === 'diaryMailOff') && (
        <p className="alert alert-success" role="status">
          {t(done === 'diaryMailOn' ? 'mailTurnedOn' : 'mailTurnedOff')}
        </p>
      )}
      {entries.length === 0 && <p>{t('empty', { puppy })}</p>}
      {weights.length > 0 && (
        <>
          <h3 className="h5">{t('weightHeading')}</h3>
          <WeightChart
            weights={weights}
            locale={locale}
            title={t('chartTitle', { puppy })}
            description={t('chartDescription', {
              count: weights.length,
              first: formatGrams(locale, weights[0]!.grams),
              last: formatGrams(locale, weights.at(-1)!.grams),
            })}
            listLabel={t('weightList')}
          />
        </>
      )}
      {health.length > 0 && (
        <>
          <h3 className="h5">{t('healthHeading')}</h3>
          <ul data-testid="health-record">
            {health.map((event, i) => (
              <li key={i}>
                <time dateTime={event.date}>{formatDay(locale, event.date)}</time>:{' '}
                {t('healthKind', { kind: event.kind })}
                {event.note && <> ({event.note})</>}
              </li>
            ))}
          </ul>
        </>
      )}
      {entries.length > 0 && (
        <>
          <h3 className="h5">{t('updatesHeading')}</h3>
          <ol className="list-unstyled" data-testid="diary-entries">
            {entries.map((entry) => (
              <li key={entry.id} className="mb-4">
                <article aria-labelledby={`diary-${entry.id}`}>
                  <h4 id={`diary-${entry.id}`} className="h6 text-body-secondary">
                    <time dateTime={entry.postedAt}>
                      {formatMoment(locale, new Date(entry.postedAt))}
                    </time>
                  </h4>
                  {entry.text && (
                    <p
                      lang={entry.text.lang === locale ? undefined : entry.text.lang}
                      className="diary-text"
                    >
                      {entry.text.text}
                    </p>
                  )}
                  {entry.grams !== null && (
                    <p className="mb-2">
                      {t('weightOn', { weight: formatGrams(locale, entry.grams) })}
                    </p>
                  )}
                  {entry.healthEvents.length > 0 && (
                    <ul className="mb-2">
                      {entry.healthEvents.map((event, i) => (
                        <li key={i}>
                          {t('healthKind', { kind: event.kind })}, {formatDay(locale, event.date)}
                          {event.note && <>: {event.note}</>}
                        </li>
                      ))}
                    </ul>
                  )}
                  {entry.photos.length > 0 && (
                    <div className="row g-2">
                      {entry.photos.map((photo, i) => (
                        <div key={photo.id} className="col-6 col-md-4">
                          {/* eslint-disable-next-line @next/next/no-img-element -- signed private links: next/image would cache them */}
                          <img
                            src={photo.src}
                            srcSet={photo.srcSet}
                            sizes="(min-width: 768px) 240px, 50vw"
                            width={photo.width}
                            height={photo.height}
                            alt={t('photoAlt', { puppy, number: i + 1 })}
                            loading="lazy"
                            decoding="async"
                            className="img-fluid rounded"
                          />
                        </div>
                      ))}
                    </div>
                  )}
                  <VideoList videos={entry.videos} name={puppy} heading={false} />
                </article>
              </li>
            ))}
          </ol>
        </>
      )}
      <form method="post" action={`/api/my/${encodeURIComponent(token)}/diary-mail`}>
        <input type="hidden" name="mail" value={diary.mail ? 'off' : 'on'} />
        <p className="mb-2" data-testid="diary-mail">
          {t(diary.mail ? 'mailIsOn' : 'mailIsOff')}
        </p>
        <button type="submit" className="btn btn-outline-secondary">
          {t(diary.mail ? 'mailStopButton' : 'mailStartButton')}
        </button>
      </form>
    </section>
  );
}
