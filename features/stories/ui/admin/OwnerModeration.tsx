'use client';

import { useState } from 'react';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { useFormatter, useLocale, useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { showMessage } from '@/lib/client/alerts';
import { MAX_STORY_LENGTH } from '@/features/stories/rules';
import type {
  ModerationQueue,
  OwnerStoryDecision,
  OwnerStoryView,
} from '@/features/stories/schema';

/**
 * The breeder's queue of owners' photos and stories: tick the photos to publish, edit
 * the story if need be (it is then marked as edited), approve or reject. A decision another tab
 * made first is refused (409): the card then shows the submission as it is now, keeping the text
 * typed here.
 */
export function OwnerModeration({ initial }: { initial: ModerationQueue }) {
  const t = useTranslations('AdminModeration');
  const [queue, setQueue] = useState(initial);

  const replace = (story: OwnerStoryView) =>
    setQueue((current) => {
      const others = (list: OwnerStoryView[]) => list.filter((s) => s.id !== story.id);
      return {
        pending:
          story.status === 'pending'
            ? current.pending.map((s) => (s.id === story.id ? story : s))
            : others(current.pending),
        approved:
          story.status === 'approved'
            ? [story, ...others(current.approved)]
            : others(current.approved),
      };
    });

  return (
    <div className="container py-4 owner-moderation">
      <ScreenHeader title={t('title')} />
      <p className="text-body-secondary">{t('intro')}</p>
      <h2 className="h4 mt-4">{t('pendingHeading', { count: queue.pending.length })}</h2>
      {queue.pending.length === 0 ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        queue.pending.map((story) => <StoryCard key={story.id} story={story} onSaved={replace} />)
      )}
      {queue.approved.length > 0 && (
        <>
          <h2 className="h4 mt-5">{t('approvedHeading')}</h2>
          {queue.approved.map((story) => (
            <StoryCard key={story.id} story={story} onSaved={replace} />
          ))}
        </>
      )}
    </div>
  );
}

function StoryCard({
  story,
  onSaved,
}: {
  story: OwnerStoryView;
  onSaved: (story: OwnerStoryView) => void;
}) {
  const t = useTranslations('AdminModeration');
  const format = useFormatter();
  const locale = useLocale();
  const published = story.editedText ?? story.text;
  const [text, setText] = useState(published);
  const [chosen, setChosen] = useState(() => new Set(story.photos.map((p) => p.id)));
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  const pending = story.status === 'pending';
  const heading = `story-${story.id}`;
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(story.country);

  async function decide(decision: OwnerStoryDecision) {
    setBusy(true);
    try {
      const saved = await apiFetch<OwnerStoryView>(`/admin/owner-stories/${story.id}`, {
        method: 'PATCH',
        body: { ...decision, version: story.version },
      });
      setConflict(false);
      showMessage({ type: 'success', messages: [t('saved', { action: decision.action })] });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.current) {
        setConflict(true);
        onSaved(error.current as OwnerStoryView);
        return;
      }
      reportError(error);
    } finally {
      setBusy(false);
    }
  }

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section className="card mb-3" aria-labelledby={heading} data-testid="owner-story-card">
      <div className="card-body">
        <h3 id={heading} className="h5">
          {t('from', { name: story.firstName, country: country ?? story.country })}
          {story.dog && ` · ${story.dog.name}`}
        </h3>
        <p className="small text-body-secondary">
          {t('sentAt', {
            date: format.dateTime(new Date(story.createdAt), { dateStyle: 'medium' }),
          })}
          {story.editedText !== null && ` · ${t('edited')}`}
        </p>
        {conflict && (
          <p className="alert alert-warning" role="alert" data-testid="edit-conflict">
            {t('conflict')}
          </p>
        )}
        {pending && story.photos.length > 0 && (
          <fieldset className="mb-3">
            <legend className="h6">{t('photosLegend')}</legend>
            <ul className="list-unstyled owner-photo-grid mb-0">
              {story.photos.map((photo, i) => (
                <li key={photo.id}>
                  {photo.url && (
                    // eslint-disable-next-line @next/next/no-img-element -- a short-lived private link
                    <img
                      src={photo.url}
                      alt={t('photoAlt', { number: String(i + 1), name: story.firstName })}
                      width={photo.width}
                      height={photo.height}
                      className="owner-photo"
                    />
                  )}
                  <div className="form-check">
                    <input
                      id={`photo-${photo.id}`}
                      type="checkbox"
                      className="form-check-input"
                      checked={chosen.has(photo.id)}
                      onChange={() => toggle(photo.id)}
                    />
                    <label htmlFor={`photo-${photo.id}`} className="form-check-label">
                      {t('publishPhoto', { number: String(i + 1) })}
                    </label>
                  </div>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {pending && story.text && story.editedText === null && (
          <p className="small mb-1">{t('asSent')}</p>
        )}
        {(story.text || !pending) && (
          <div className="mb-3">
            <label htmlFor={`text-${story.id}`} className="form-label">
              {t('storyLabel')}
            </label>
            <textarea
              id={`text-${story.id}`}
              className="form-control"
              rows={5}
              maxLength={MAX_STORY_LENGTH}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-describedby={`text-${story.id}-help`}
            />
            <div id={`text-${story.id}-help`} className="form-text">
              {t('editHint')}
            </div>
          </div>
        )}
        <div className="d-flex flex-wrap gap-2">
          {pending ? (
            <>
              <button
                type="button"
                className="btn btn-success"
                disabled={busy}
                onClick={() =>
                  decide({
                    action: 'approve',
                    photoIds: [...chosen],
                    ...(story.text ? { text } : {}),
                  })
                }
              >
                {t('approve', { count: chosen.size })}
              </button>
              <button
                type="button"
                className="btn btn-outline-danger"
                disabled={busy}
                onClick={() => decide({ action: 'reject' })}
              >
                {t('reject')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || text === published}
              onClick={() => decide({ action: 'edit', text })}
            >
              {t('saveEdit')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
