'use client';

import { useRouter } from 'next/navigation';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import { LanguageFields } from '@/components/admin/content/LanguageFields';
import type { RichTextPhoto } from '@/components/admin/rich-text/RichTextField';
import { plainText, SaveConflict } from '@/components/admin/SaveConflict';
import { useStateFields, useVersionedRecord } from '@/components/admin/useVersionedRecord';
import { BusyButton } from '@/components/ui/BusyButton';
import { showMessage } from '@/lib/client/alerts';
import { KEYS } from '@/lib/client/api';
import { valueAt } from '@/lib/client/edit-merge';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
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
  const form = useStateFields<NewsFields>(() => toFields(post));
  const { values: fields, setValues: setFields, errors } = form;
  useUnsavedChangesWarning(form.dirty, t('unsavedChanges'));

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
  const versioned = useVersionedRecord({
    fields: form.edited,
    initial: post,
    toFields,
    paths: COMPARED,
    address: { list: KEYS.news, item: KEYS.newsPost },
    resubmit: (theirs) => void save(theirs),
  });

  const save = async (basedOn = versioned.known) => {
    const answer = await versioned.send(toBody(fields, !post), basedOn);
    if (!answer) return;
    if (!post) {
      showMessage({ type: 'success', messages: [t('created')] });
      router.replace(adminPaths.editNews(answer.id));
      return;
    }
    showMessage({ type: 'success', messages: [t('saved')] });
    onSaved?.(answer);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const set = <K extends keyof NewsFields>(key: K, value: NewsFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  /** A field of the post's own: its label, its control, its help and the server's refusal. */
  const field = (
    id: string,
    name: 'slug' | 'publishAt' | 'litterId',
    control: (described: { error?: string; describedBy: string }) => ReactNode,
  ) => {
    const error = errorText(errors[name]);
    return (
      <div className="col-md-4">
        <label htmlFor={id} className="form-label">
          {t(name === 'litterId' ? 'litter' : name)}
        </label>
        {control({ error, describedBy: `${id}-help${error ? ` ${id}-error` : ''}` })}
        <div id={`${id}-help`} className="form-text">
          {t(name === 'litterId' ? 'litterHelp' : `${name}Help`)}
        </div>
        {error && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={post ? t('editTitle') : t('addTitle')}>
      <SaveConflict
        save={versioned}
        label={(path) => labels[path] ?? path}
        show={(path, values) => plainText(valueAt(values, path))}
        busy={versioned.busy}
      />
      <div className="row g-3 mb-3">
        {!post &&
          field('news-slug', 'slug', ({ error, describedBy }) => (
            <input
              id="news-slug"
              className={`form-control${error ? ' is-invalid' : ''}`}
              value={fields.slug}
              onChange={(event) => set('slug', event.target.value)}
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
          ))}
        {field('news-publish', 'publishAt', ({ error, describedBy }) => (
          <input
            id="news-publish"
            type="datetime-local"
            className={`form-control${error ? ' is-invalid' : ''}`}
            value={fields.publishAt}
            onChange={(event) => set('publishAt', event.target.value)}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        ))}
        {field('news-litter', 'litterId', ({ error, describedBy }) => (
          <select
            id="news-litter"
            className={`form-select${error ? ' is-invalid' : ''}`}
            value={fields.litterId}
            onChange={(event) => set('litterId', event.target.value)}
            aria-describedby={describedBy}
          >
            <option value="">{t('noLitter')}</option>
            {litters.map((litter) => (
              <option key={litter.id} value={String(litter.id)}>
                {t('litterName', { mother: litter.mother, slug: litter.slug })}
              </option>
            ))}
          </select>
        ))}
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
      <BusyButton type="submit" busy={versioned.busy} className="mt-2">
        {t('save')}
      </BusyButton>
    </form>
  );
}
