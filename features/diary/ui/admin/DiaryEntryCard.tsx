'use client';

import { useState } from 'react';
import { VideoManager } from '@/features/videos/ui/admin/VideoManager';
import { useLocale, useTimeZone, useTranslations } from '@/lib/client/intl';
import { litterMonth } from '@/lib/i18n/month';
import type { DiaryEntryView, DiaryTargets } from '@/features/diary/server/diary';
import { EditDeleteButtons } from '@/components/admin/EditDeleteButtons';

interface DiaryEntryCardProps {
  entry: DiaryEntryView;
  targets: DiaryTargets;
  onEdit: () => void;
  onDelete: () => void;
}

/** Whom an update is about, as the breeder names it. */
export function useTargetName(targets: DiaryTargets) {
  const t = useTranslations('AdminDiary');
  const locale = useLocale();
  return (entry: Pick<DiaryEntryView, 'dogId' | 'litterId'>) => {
    if (entry.dogId) return targets.puppies.find((p) => p.id === entry.dogId)?.name ?? '?';
    const litter = targets.litters.find((l) => l.id === entry.litterId);
    return litter
      ? t('litterName', { mother: litter.mother, month: litterMonth(locale, litter.date) })
      : t('oldLitter');
  };
}

/** One posted update in the list: what it says, its photos, and edit/delete. */
export function DiaryEntryCard({ entry, targets, onEdit, onDelete }: DiaryEntryCardProps) {
  const t = useTranslations('AdminDiary');
  const locale = useLocale();
  const zone = useTimeZone();
  const targetName = useTargetName(targets);
  const tVideos = useTranslations('Videos');
  const [videos, setVideos] = useState(false);
  const lang = (['en', 'hu', 'de'] as const).find((l) => entry.text[l].trim());
  const puppyName = (dogId: number) => targets.puppies.find((p) => p.id === dogId)?.name ?? '?';
  const grams = (n: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'gram' }).format(n);
  return (
    <article className="card mb-3" data-testid="diary-entry">
      <div className="card-body">
        <h3 className="h6 mb-1">{targetName(entry)}</h3>
        <p className="small text-body-secondary mb-2">
          <time dateTime={entry.postedAt}>
            {new Intl.DateTimeFormat(locale, {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: zone,
            }).format(new Date(entry.postedAt))}
          </time>
        </p>
        {lang && (
          <p lang={lang === locale ? undefined : lang} className="diary-text mb-2">
            {entry.text[lang]}
          </p>
        )}
        {entry.weights.length > 0 && (
          <p className="mb-2">
            {entry.weights.map((w) => `${puppyName(w.dogId)}: ${grams(w.grams)}`).join(' · ')}
          </p>
        )}
        {entry.healthEvents.length > 0 && (
          <ul className="mb-2">
            {entry.healthEvents.map((event, i) => (
              <li key={i}>
                {t('kind', { kind: event.kind })},{' '}
                {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
                  new Date(`${event.date}T00:00:00Z`),
                )}
                {event.note && `: ${event.note}`}
              </li>
            ))}
          </ul>
        )}
        {entry.images.length > 0 && (
          <div className="d-flex flex-wrap gap-2 mb-2">
            {entry.images.map((image, i) => (
              // eslint-disable-next-line @next/next/no-img-element -- signed private links
              <img
                key={image.id}
                src={image.src}
                srcSet={image.srcSet}
                sizes="96px"
                width={96}
                height={Math.round((96 * image.height) / image.width)}
                alt={t('photoAlt', { name: targetName(entry), number: i + 1 })}
                className="rounded diary-thumb"
                loading="lazy"
              />
            ))}
          </div>
        )}
        <EditDeleteButtons
          size="sm"
          editLabel={t('edit')}
          deleteLabel={t('delete')}
          onEdit={onEdit}
          onDelete={onDelete}
        >
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-expanded={videos}
            onClick={() => setVideos(!videos)}
          >
            {videos ? tVideos('hide') : tVideos('show')}
          </button>
        </EditDeleteButtons>
        {videos && (
          <div className="mt-3">
            <VideoManager target="diary" id={entry.id} name={targetName(entry)} />
          </div>
        )}
      </div>
    </article>
  );
}
