'use client';

import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { useLocale, useTranslations } from '@/lib/client/intl';
import { litterMonth } from '@/lib/i18n/month';
import type { DiaryTargets } from '@/features/diary/server/diary';
import { weighed, type DiaryDraft } from './diary-draft';
import { HealthEventsFields } from './HealthEventsFields';
import { useFieldErrors } from '@/components/admin/useFieldErrors';

const LANGUAGES = ['en', 'hu', 'de'] as const;

interface DiaryFormProps {
  draft: DiaryDraft;
  setDraft: (update: (draft: DiaryDraft) => DiaryDraft) => void;
  targets: DiaryTargets;
  /** Field → `apiErrors` key: `dogId`, `text.en`, `weight.{dogId}`, `healthEvents.0.date`… */
  errors: Record<string, string>;
  files: File[];
  setFiles: (files: File[]) => void;
  editing: boolean;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * An update in a few taps from a phone: whom it is about, photos (the camera or the library),
 * a text, the weight(s) and any health events. Every field keeps what was typed until saved.
 */
export function DiaryForm(props: DiaryFormProps) {
  const { draft, setDraft, targets, errors, files, setFiles, editing, busy } = props;
  const t = useTranslations('AdminDiary');
  const locale = useLocale() as (typeof LANGUAGES)[number];
  const id = useId();
  const [otherLanguages, setOtherLanguages] = useState(false);
  const own = LANGUAGES.includes(locale) ? locale : 'en';
  const puppyName = (dogId: number) => targets.puppies.find((p) => p.id === dogId)?.name ?? '';
  const weights = weighed(draft.target, targets);
  const { feedback, invalid } = useFieldErrors(errors, (field) => `${id}-${field}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const textField = (lang: (typeof LANGUAGES)[number]) => (
    <div className="mb-3" key={lang}>
      <label htmlFor={`${id}-text-${lang}`} className="form-label">
        {t('textLabel', { language: lang })}
      </label>
      <textarea
        id={`${id}-text-${lang}`}
        className={`form-control${errors[`text.${lang}`] ? ' is-invalid' : ''}`}
        rows={4}
        lang={lang}
        value={draft.text[lang]}
        onChange={(e) => {
          const value = e.target.value;
          setDraft((d) => ({ ...d, text: { ...d.text, [lang]: value } }));
        }}
        {...invalid(`text.${lang}`)}
      />
      {feedback(`text.${lang}`)}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="diary-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h4">
        {editing ? t('editTitle') : t('newTitle')}
      </h2>
      <div className="mb-3">
        <label htmlFor={`${id}-target`} className="form-label">
          {t('targetLabel')}
        </label>
        <select
          id={`${id}-target`}
          className={`form-select${errors.dogId ? ' is-invalid' : ''}`}
          value={draft.target}
          onChange={(e) => {
            const target = e.target.value;
            setDraft((d) => ({ ...d, target }));
          }}
          {...invalid('dogId')}
        >
          <option value="">{t('targetChoose')}</option>
          {targets.litters.length > 0 && (
            <optgroup label={t('litters')}>
              {targets.litters.map((litter) => (
                <option key={litter.id} value={`litter:${litter.id}`}>
                  {t('litterName', {
                    mother: litter.mother,
                    month: litterMonth(locale, litter.date),
                  })}
                </option>
              ))}
            </optgroup>
          )}
          {targets.puppies.length > 0 && (
            <optgroup label={t('puppies')}>
              {targets.puppies.map((puppy) => (
                <option key={puppy.id} value={`dog:${puppy.id}`}>
                  {puppy.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        {feedback('dogId')}
      </div>

      <div className="mb-3">
        <label htmlFor={`${id}-photos`} className="form-label">
          {t('photosLabel')}
        </label>
        <input
          id={`${id}-photos`}
          type="file"
          className="form-control"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          multiple
          onChange={(e) => setFiles([...(e.target.files ?? [])])}
          aria-describedby={`${id}-photos-help`}
        />
        <div id={`${id}-photos-help`} className="form-text">
          {files.length > 0 ? t('photosChosen', { count: files.length }) : t('photosHelp')}
        </div>
      </div>

      {textField(own)}
      {otherLanguages ? (
        LANGUAGES.filter((lang) => lang !== own).map(textField)
      ) : (
        <p>
          <button
            type="button"
            className="btn btn-link p-0"
            onClick={() => setOtherLanguages(true)}
          >
            {t('otherLanguages')}
          </button>
        </p>
      )}

      {weights.length > 0 && (
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{t('weightsLegend')}</legend>
          <div className="row g-2">
            {weights.map((dogId) => (
              <div key={dogId} className="col-6 col-sm-4">
                <label htmlFor={`${id}-weight-${dogId}`} className="form-label">
                  {t('weightLabel', { name: puppyName(dogId) })}
                </label>
                <input
                  id={`${id}-weight-${dogId}`}
                  className={`form-control${errors[`weight.${dogId}`] ? ' is-invalid' : ''}`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={draft.weights[dogId] ?? ''}
                  onChange={(e) => {
                    const value = e.target.value;
                    setDraft((d) => ({ ...d, weights: { ...d.weights, [dogId]: value } }));
                  }}
                  {...invalid(`weight.${dogId}`)}
                />
                {feedback(`weight.${dogId}`)}
              </div>
            ))}
          </div>
        </fieldset>
      )}

      <HealthEventsFields id={id} draft={draft} setDraft={setDraft} errors={errors} />

      <div className="d-flex flex-wrap gap-2">
        <BusyButton type="submit" busy={busy} disabled={busy}>
          {editing ? t('save') : t('post')}
        </BusyButton>
        {editing && (
          <button type="button" className="btn btn-outline-secondary" onClick={props.onCancel}>
            {t('cancelEdit')}
          </button>
        )}
      </div>
    </form>
  );
}
