'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState, type FormEvent } from 'react';
import { LanguageFields } from '@/components/admin/content/LanguageFields';
import { useTextConflict } from '@/components/admin/content/useTextConflict';
import type { RichTextPhoto } from '@/components/admin/rich-text/RichTextField';
import { BusyButton } from '@/components/ui/BusyButton';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, ApiRequestError, KEYS } from '@/lib/client/api';
import { conflictOf } from '@/lib/client/edit-merge';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { useUnsavedChangesWarning } from '@/lib/client/unsaved-changes';
import { adminPaths } from '@/lib/paths.mjs';
import { MAX_NEWS_TEXT, MAX_NEWS_TITLE } from '@/lib/validation/form-limits';
import type { NewsPost } from '@/features/news/schema';
import { COMPARED, toBody, toFields, type NewsFields } from './news-fields';

/** A litter the form offers for an announcement. */
export interface LitterOption {
  id: number;
  slug: string;
  mother: string;
}

interface NewsFormProps {
  post: NewsPost | null;
  litters: LitterOption[];
  /** The post's own photos, which its text may show. */
  photos?: RichTextPhoto[];
  /** A saved post as the server now has it. */
  onSaved?: (post: NewsPost) => void;
}

/** A post's texts per language, its publish time, its litter: `/admin/news/add` and edit. */
export function NewsForm({ post, litters, photos, onSaved }: NewsFormProps) {
  const t = useTranslations('AdminNews');
  const tLocales = useTranslations('Locales');
  const errorText = useErrorText();
  const router = useRouter();
  const [known, setKnown] = useState(post);
  const [fields, setFields] = useState<NewsFields>(() => toFields(post));
  const [saved, setSaved] = useState<NewsFields>(fields);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const dirty = JSON.stringify(fields) !== JSON.stringify(saved);
  useUnsavedChangesWarning(dirty, t('unsavedChanges'));

  const labels = useMemo(() => {
    const out: Record<string, string> = {
      publishAt: t('publishAt'),
      litterId: t('litter'),
    };
    for (const language of ['en', 'hu', 'de'] as const) {
      const lang = tLocales(language);
      out[`texts.line.${language}`] = t('field', { field: t('postTitle'), language: lang });
      out[`texts.rich.${language}`] = t('field', { field: t('text'), language: lang });
    }
    return out;
  }, [t, tLocales]);
  const conflict = useTextConflict<NewsFields, NewsPost>({
    known: toFields(known),
    mine: fields,
    setMine: setFields,
    labels: Object.fromEntries(COMPARED.map((path) => [path, labels[path] ?? path])),
  });

  const save = async (basedOn: NewsPost | null) => {
    setBusy(true);
    setErrors({});
    try {
      const body = toBody(fields, !post);
      const answer = post
        ? await apiFetch<NewsPost>(KEYS.newsPost(post.id), {
            method: 'PATCH',
            body: { ...body, version: basedOn?.version },
          })
        : await apiFetch<NewsPost>(KEYS.news, { method: 'POST', body });
      setKnown(answer);
      const next = toFields(answer);
      setFields(next);
      setSaved(next);
      if (!post) {
        showMessage({ type: 'success', messages: [t('created')] });
        router.replace(adminPaths.editNews(answer.id));
        return;
      }
      showMessage({ type: 'success', messages: [t('saved')] });
      onSaved?.(answer);
    } catch (error) {
      const theirs = conflictOf<NewsPost>(error);
      if (theirs) {
        conflict.begin(theirs, toFields(theirs));
      } else if (error instanceof ApiRequestError && error.status === 422 && error.errors.length) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.path ?? '', e.msg])));
        reportError(error);
      } else {
        reportError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(known);
  };

  const set = <K extends keyof NewsFields>(key: K, value: NewsFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const slugError = errorText(errors.slug);
  const publishError = errorText(errors.publishAt);
  const litterError = errorText(errors.litterId);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={post ? t('editTitle') : t('addTitle')}>
      {conflict.panel(
        (theirs) => {
          setKnown(theirs);
          void save(theirs);
        },
        (theirs) => {
          setKnown(theirs);
          setFields(toFields(theirs));
          setSaved(toFields(theirs));
        },
        busy,
      )}
      <div className="row g-3 mb-3">
        {!post && (
          <div className="col-md-4">
            <label htmlFor="news-slug" className="form-label">
              {t('slug')}
            </label>
            <input
              id="news-slug"
              className={`form-control${slugError ? ' is-invalid' : ''}`}
              value={fields.slug}
              onChange={(event) => set('slug', event.target.value)}
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={slugError ? true : undefined}
              aria-describedby={`news-slug-help${slugError ? ' news-slug-error' : ''}`}
            />
            <div id="news-slug-help" className="form-text">
              {t('slugHelp')}
            </div>
            {slugError && (
              <div id="news-slug-error" className="invalid-feedback d-block">
                {slugError}
              </div>
            )}
          </div>
        )}
        <div className="col-md-4">
          <label htmlFor="news-publish" className="form-label">
            {t('publishAt')}
          </label>
          <input
            id="news-publish"
            type="datetime-local"
            className={`form-control${publishError ? ' is-invalid' : ''}`}
            value={fields.publishAt}
            onChange={(event) => set('publishAt', event.target.value)}
            required
            aria-invalid={publishError ? true : undefined}
            aria-describedby={`news-publish-help${publishError ? ' news-publish-error' : ''}`}
          />
          <div id="news-publish-help" className="form-text">
            {t('publishAtHelp')}
          </div>
          {publishError && (
            <div id="news-publish-error" className="invalid-feedback d-block">
              {publishError}
            </div>
          )}
        </div>
        <div className="col-md-4">
          <label htmlFor="news-litter" className="form-label">
            {t('litter')}
          </label>
          <select
            id="news-litter"
            className={`form-select${litterError ? ' is-invalid' : ''}`}
            value={fields.litterId}
            onChange={(event) => set('litterId', event.target.value)}
            aria-describedby={`news-litter-help${litterError ? ' news-litter-error' : ''}`}
          >
            <option value="">{t('noLitter')}</option>
            {litters.map((litter) => (
              <option key={litter.id} value={String(litter.id)}>
                {t('litterName', { mother: litter.mother, slug: litter.slug })}
              </option>
            ))}
          </select>
          <div id="news-litter-help" className="form-text">
            {t('litterHelp')}
          </div>
          {litterError && (
            <div id="news-litter-error" className="invalid-feedback d-block">
              {litterError}
            </div>
          )}
        </div>
      </div>
      <LanguageFields
        id="news"
        value={fields.texts}
        onLine={(language, text) =>
          setFields((current) => ({
            ...current,
            texts: { ...current.texts, line: { ...current.texts.line, [language]: text } },
          }))
        }
        onRich={(language, doc) =>
          setFields((current) => ({
            ...current,
            texts: { ...current.texts, rich: { ...current.texts.rich, [language]: doc } },
          }))
        }
        lineLabel={t('postTitle')}
        richLabel={t('text')}
        lineMax={MAX_NEWS_TITLE}
        richMax={MAX_NEWS_TEXT}
        errors={errors}
        names={{ line: 'title', rich: 'body' }}
        photos={photos}
      />
      <BusyButton type="submit" busy={busy} className="mt-2">
        {t('save')}
      </BusyButton>
    </form>
  );
}
