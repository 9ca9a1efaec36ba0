'use client';

import { useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
import { QUESTION_KINDS, type QuestionKind } from '@/lib/selling';
import { QUESTION_LABEL_MAX } from '@/features/applications/fields';
import type { QuestionView } from '@/features/applications/views';

const LANGUAGES = ['en', 'hu', 'de'] as const;
type Translated = QuestionView['label'];
const EMPTY: Translated = { en: '', hu: '', de: '' };

export interface QuestionDraft {
  kind: QuestionKind;
  label: Translated;
  choices: Translated[];
  required: boolean;
  enabled: boolean;
}

interface QuestionFormProps {
  /** `q-new` or `q-{id}`: the controls' ids. */
  idPrefix: string;
  initial?: QuestionView;
  /** Each refused field's `apiErrors` key, by path (`label.en`, `choices`). */
  errors: Record<string, string>;
  busy: boolean;
  onSave: (draft: QuestionDraft) => void;
  onCancel: () => void;
}

/** One question's fields: its kind, its label in each language, its options, required, asked. */
export function QuestionForm({
  idPrefix,
  initial,
  errors,
  busy,
  onSave,
  onCancel,
}: QuestionFormProps) {
  const t = useTranslations('ApplicationAdmin');
  const tLocales = useTranslations('Locales');
  const errorText = useErrorText();
  const [draft, setDraft] = useState<QuestionDraft>({
    kind: initial?.kind ?? 'text',
    label: initial?.label ?? EMPTY,
    choices: initial?.choices.length ? initial.choices : [EMPTY, EMPTY],
    required: initial?.required ?? false,
    enabled: initial?.enabled ?? true,
  });
  const set = (change: Partial<QuestionDraft>) => setDraft({ ...draft, ...change });
  const setChoice = (index: number, language: (typeof LANGUAGES)[number], text: string) =>
    set({
      choices: draft.choices.map((choice, i) =>
        i === index ? { ...choice, [language]: text } : choice,
      ),
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...draft, choices: draft.kind === 'choice' ? draft.choices : [] });
  };
  const error = (path: string) =>
    errors[path] && (
      <div id={`${idPrefix}-${path.replace('.', '-')}-error`} className="invalid-feedback d-block">
        {errorText(errors[path])}
      </div>
    );
  const described = (path: string) =>
    errors[path] ? `${idPrefix}-${path.replace('.', '-')}-error` : undefined;

  return (
    <form onSubmit={onSubmit} className="question-form">
      <div className="mb-2">
        <label htmlFor={`${idPrefix}-kind`} className="form-label">
          {t('kind')}
        </label>
        <select
          id={`${idPrefix}-kind`}
          className="form-select"
          value={draft.kind}
          onChange={(event) => set({ kind: event.target.value as QuestionKind })}
        >
          {QUESTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t('kindName', { kind })}
            </option>
          ))}
        </select>
      </div>
      {LANGUAGES.map((language) => (
        <div className="mb-2" key={language}>
          <label htmlFor={`${idPrefix}-label-${language}`} className="form-label">
            {t('label', { language: tLocales(language) })}
          </label>
          <input
            id={`${idPrefix}-label-${language}`}
            lang={language}
            className={`form-control${errors[`label.${language}`] ? ' is-invalid' : ''}`}
            maxLength={QUESTION_LABEL_MAX}
            required={language === 'en'}
            value={draft.label[language]}
            aria-invalid={errors[`label.${language}`] ? true : undefined}
            aria-describedby={described(`label.${language}`)}
            onChange={(event) => set({ label: { ...draft.label, [language]: event.target.value } })}
          />
          {error(`label.${language}`)}
        </div>
      ))}
      {draft.kind === 'choice' && (
        <fieldset className="mb-2" aria-describedby={described('choices')}>
          <legend className="form-label fs-6">{t('choices')}</legend>
          {draft.choices.map((choice, index) => (
            <div className="border rounded p-2 mb-2" key={index}>
              {LANGUAGES.map((language) => (
                <div className="mb-1" key={language}>
                  <label
                    htmlFor={`${idPrefix}-choice-${index}-${language}`}
                    className="form-label small mb-0"
                  >
                    {t('choice', { number: index + 1, language: tLocales(language) })}
                  </label>
                  <input
                    id={`${idPrefix}-choice-${index}-${language}`}
                    lang={language}
                    className="form-control form-control-sm"
                    maxLength={QUESTION_LABEL_MAX}
                    required={language === 'en'}
                    value={choice[language]}
                    onChange={(event) => setChoice(index, language, event.target.value)}
                  />
                </div>
              ))}
              {draft.choices.length > 2 && (
                <button
                  type="button"
                  className="btn btn-link btn-sm text-danger p-0"
                  onClick={() => set({ choices: draft.choices.filter((_, i) => i !== index) })}
                >
                  {t('removeChoice', { number: index + 1 })}
                </button>
              )}
            </div>
          ))}
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => set({ choices: [...draft.choices, EMPTY] })}
          >
            {t('addChoice')}
          </button>
          {error('choices')}
        </fieldset>
      )}
      {(['required', 'enabled'] as const).map((flag) => (
        <div className="form-check" key={flag}>
          <input
            id={`${idPrefix}-${flag}`}
            type="checkbox"
            className="form-check-input"
            checked={draft[flag]}
            onChange={(event) => set({ [flag]: event.target.checked })}
          />
          <label htmlFor={`${idPrefix}-${flag}`} className="form-check-label">
            {t(flag)}
          </label>
        </div>
      ))}
      <div className="d-flex gap-2 mt-3">
        <BusyButton type="submit" busy={busy}>
          {t('save')}
        </BusyButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
