'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
import { uploadVideo } from '@/features/videos/client/video-upload';
import type { AdminVideo } from '@/features/videos/server/view';
import { MAX_VIDEO_BYTES, VIDEO_ACCEPT, type VideoTarget } from '@/features/videos/limits';

export interface VideoScreen {
  /** Whether the server can take videos (ffmpeg found). */
  available: boolean;
  videos: AdminVideo[];
}

interface VideoManagerProps {
  target: VideoTarget;
  id: number;
  /** Whose videos, for the players' names. */
  name: string;
  /** Rendered on the server with the page; without it the list loads when shown. */
  initial?: VideoScreen;
}

/** How often a video being converted is asked after. */
const POLL_MS = 2000;

/**
 * An owner's videos in the admin: add one from the phone (progress, a translated
 * refusal beside the field), see it converting, then ready or failed, and delete it.
 */
export function VideoManager({ target, id, name, initial }: VideoManagerProps) {
  const t = useTranslations('Videos');
  const errorText = useErrorText();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [screen, setScreen] = useState<VideoScreen | null>(initial ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const listPath = `/admin/videos?target=${target}&id=${id}`;

  const converting = screen?.videos.some((v) => v.state === 'processing') ?? false;
  useEffect(() => {
    if (screen && !converting) return;
    let stop = false;
    const load = () =>
      apiFetch<VideoScreen>(listPath).then(
        (next) => !stop && setScreen(next),
        () => {},
      );
    if (!screen) void load();
    const timer = setInterval(load, POLL_MS);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [screen, converting, listPath]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setChosen(file.name);
    setError(null);
    setNotice(null);
    if (file.size > MAX_VIDEO_BYTES) {
      setError('videoTooLarge');
      event.target.value = '';
      return;
    }
    setProgress(0);
    try {
      const video = await uploadVideo(target, id, file, setProgress);
      setScreen((current) => current && { ...current, videos: [...current.videos, video] });
      event.target.value = '';
      setChosen(null);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : 'networkError');
    } finally {
      setProgress(null);
    }
  }

  async function remove(video: AdminVideo) {
    setDeleting(video.id);
    setNotice(null);
    try {
      await apiFetch(`/admin/videos/${video.id}?version=${video.version}`, { method: 'DELETE' });
      setScreen(
        (current) =>
          current && { ...current, videos: current.videos.filter((v) => v.id !== video.id) },
      );
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 409) setNotice(t('conflict'));
      else
        setNotice(
          errorText(failure instanceof ApiRequestError ? failure.message : 'networkError') ?? null,
        );
      setScreen(await apiFetch<VideoScreen>(listPath).catch(() => screen));
    } finally {
      setDeleting(null);
    }
  }

  if (!screen) return <p className="text-body-secondary">{t('title')}…</p>;
  const errorId = `${inputId}-error`;
  return (
    <section
      className="video-manager"
      aria-labelledby={`${inputId}-title`}
      data-testid="video-manager"
    >
      <h2 className="h5" id={`${inputId}-title`}>
        {t('title')}
      </h2>
      {!screen.available ? (
        <p className="alert alert-warning">{t('unavailable')}</p>
      ) : (
        <div className="mb-3">
          {/* The browser's own file button cannot be styled or translated: a label looks like
              the button, over the input, which stays in the tab order (visually hidden). */}
          <div className="file-picker">
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={VIDEO_ACCEPT}
              className="visually-hidden file-picker__input"
              aria-describedby={`${inputId}-file ${inputId}-hint${error ? ` ${errorId}` : ''}`}
              aria-invalid={error ? true : undefined}
              disabled={progress !== null}
              onChange={choose}
            />
            <label
              htmlFor={inputId}
              className={`btn ${error ? 'btn-outline-danger' : 'btn-outline-primary'} file-picker__button${progress !== null ? ' disabled' : ''}`}
            >
              <svg
                aria-hidden="true"
                width="18"
                height="18"
                viewBox="0 0 16 16"
                fill="currentColor"
              >
                <path d="M2 3.5A1.5 1.5 0 0 1 3.5 2h6A1.5 1.5 0 0 1 11 3.5v1.8l3-1.8v9l-3-1.8v1.8A1.5 1.5 0 0 1 9.5 14h-6A1.5 1.5 0 0 1 2 12.5z" />
              </svg>
              {t('add')}
            </label>
            <span id={`${inputId}-file`} className="file-picker__name" data-testid="chosen-file">
              {chosen ?? t('noFileChosen')}
            </span>
          </div>
          <p id={`${inputId}-hint`} className="form-text">
            {t('hint')}
          </p>
          {error && (
            <p id={errorId} className="invalid-feedback d-block" role="alert">
              {errorText(error)}
            </p>
          )}
          {progress !== null && (
            <ProgressBar
              now={Math.round(progress * 100)}
              label={t('uploading', { percent: Math.round(progress * 100) })}
              aria-label={t('uploading', { percent: Math.round(progress * 100) })}
            />
          )}
        </div>
      )}
      {notice && (
        <p className="alert alert-info" role="status">
          {notice}
        </p>
      )}
      {screen.videos.length === 0 ? (
        <p className="text-body-secondary">{t('none')}</p>
      ) : (
        <ul className="list-unstyled video-manager__list">
          {screen.videos.map((video, i) => (
            <li key={video.id} className="mb-3" data-testid="admin-video" data-state={video.state}>
              {video.video ? (
                <video
                  controls
                  playsInline
                  preload="none"
                  poster={video.video.poster}
                  width={video.video.width}
                  height={video.video.height}
                  src={video.video.src}
                  className="video-player"
                  aria-label={t('videoLabel', { number: i + 1, name })}
                />
              ) : (
                <p
                  className={video.state === 'failed' ? 'text-danger' : 'text-body-secondary'}
                  role="status"
                >
                  {video.state === 'processing'
                    ? t('processing')
                    : video.state === 'failed'
                      ? t('failed', {
                          reason: errorText(video.error ?? 'videoConversionFailed') ?? '',
                        })
                      : t('unfinished')}
                </p>
              )}
              {video.state !== 'processing' && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger mt-1"
                  disabled={deleting === video.id}
                  onClick={() => void remove(video)}
                >
                  {deleting === video.id ? t('deleting') : t('delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
