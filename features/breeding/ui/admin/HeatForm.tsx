'use client';

import { useId, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { useTranslations } from '@/lib/client/intl';
import { MAX_MATINGS, MAX_RESULTS } from '@/features/breeding/record-rules';
import { ovulationHint } from '@/features/breeding/ovulation';
import type { DamHeatsView } from '@/features/breeding/records-schema';
import { typedResults, type HeatDraft } from './heat-draft';
import { HintText } from './HintText';
import { useFieldErrors } from '@/components/admin/useFieldErrors';

interface HeatFormProps {
  draft: HeatDraft;
  setDraft: (update: (draft: HeatDraft) => HeatDraft) => void;
  /** Field path → `apiErrors` key. */
  errors: Record<string, string>;
  litters: DamHeatsView['litters'];
  today: string;
  title: string;
  busy: boolean;
  formatDay: (day: string) => string;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * A heat's first day, its progesterone results and matings (rows added as the tests come), the
 * ovulation the breeder confirms (the hint from the results beside it, one tap to take it), the
 * litter it gave and a note. Everything typed stays until it is saved.
 */
export function HeatForm(props: HeatFormProps) {
  const { draft, setDraft, errors, litters, today, busy, formatDay } = props;
  const t = useTranslations('BreedingRecords');
  const tLitters = useTranslations('Litters');
  const id = useId();
  const hint = ovulationHint(typedResults(draft));
  const fieldId = (path: string) => `${id}-${path.replaceAll('.', '-')}`;
  const { invalid, feedback } = useFieldErrors(errors, fieldId);
  const control = (path: string, extra = '') =>
    `form-control form-control-lg${extra}${errors[path] ? ' is-invalid' : ''}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const setResult = (i: number, key: 'date' | 'value', value: string) =>
    setDraft((d) => ({
      ...d,
      results: d.results.map((r, j) => (j === i ? { ...r, [key]: value } : r)),
    }));

  return (
    <form
      noValidate
      onSubmit={submit}
      className="card card-body mb-4"
      aria-labelledby={`${id}-title`}
      data-testid="heat-form"
    >
      <h2 id={`${id}-title`} className="h4">
        {props.title}
      </h2>
      <div className="mb-3">
        <label htmlFor={fieldId('startedAt')} className="form-label">
          {t('startedAt')}
        </label>
        <input
          id={fieldId('startedAt')}
          type="date"
          max={today}
          className={control('startedAt')}
          value={draft.startedAt}
          onChange={(e) => {
            const value = e.target.value;
            setDraft((d) => ({ ...d, startedAt: value }));
          }}
          {...invalid('startedAt')}
        />
        {feedback('startedAt')}
      </div>

      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{t('progesteroneLegend')}</legend>
        {draft.results.map((result, i) => (
          <div key={i} className="row g-2 align-items-end mb-2">
            <div className="col-7">
              <label htmlFor={fieldId(`progesterone.${i}.date`)} className="form-label small">
                {t('resultDate')}
              </label>
              <input
                id={fieldId(`progesterone.${i}.date`)}
                type="date"
                min={draft.startedAt || undefined}
                max={today}
                className={control(`progesterone.${i}.date`)}
                value={result.date}
                onChange={(e) => setResult(i, 'date', e.target.value)}
                {...invalid(`progesterone.${i}.date`)}
              />
            </div>
            <div className="col-5">
              <label htmlFor={fieldId(`progesterone.${i}.ngPerMl`)} className="form-label small">
                {t('resultValue')}
              </label>
              <div className="input-group input-group-lg">
                <input
                  id={fieldId(`progesterone.${i}.ngPerMl`)}
                  inputMode="decimal"
                  autoComplete="off"
                  className={`form-control${errors[`progesterone.${i}.ngPerMl`] ? ' is-invalid' : ''}`}
                  value={result.value}
                  onChange={(e) => setResult(i, 'value', e.target.value)}
                  {...invalid(`progesterone.${i}.ngPerMl`)}
                />
                <button
                  type="button"
                  className="btn btn-outline-danger"
                  aria-label={t('removeResult')}
                  onClick={() =>
                    setDraft((d) => ({ ...d, results: d.results.filter((_, j) => j !== i) }))
                  }
                >
                  ×
                </button>
              </div>
            </div>
            {feedback(`progesterone.${i}.date`)}
            {feedback(`progesterone.${i}.ngPerMl`)}
          </div>
        ))}
        {draft.results.length < MAX_RESULTS && (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() =>
              setDraft((d) => ({ ...d, results: [...d.results, { date: today, value: '' }] }))
            }
          >
            {t('addResult')}
          </button>
        )}
      </fieldset>

      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{t('matingsLegend')}</legend>
        {draft.matings.map((mating, i) => (
          <div key={i} className="d-flex gap-2 align-items-start mb-2">
            <div className="flex-fill">
              <label htmlFor={fieldId(`matings.${i}`)} className="visually-hidden">
                {t('matingDay')}
              </label>
              <input
                id={fieldId(`matings.${i}`)}
                type="date"
                min={draft.startedAt || undefined}
                max={today}
                className={control(`matings.${i}`)}
                value={mating}
                onChange={(e) => {
                  const value = e.target.value;
                  setDraft((d) => ({
                    ...d,
                    matings: d.matings.map((m, j) => (j === i ? value : m)),
                  }));
                }}
                {...invalid(`matings.${i}`)}
              />
              {feedback(`matings.${i}`)}
            </div>
            <button
              type="button"
              className="btn btn-outline-danger btn-lg"
              aria-label={t('removeMating')}
              onClick={() =>
                setDraft((d) => ({ ...d, matings: d.matings.filter((_, j) => j !== i) }))
              }
            >
              ×
            </button>
          </div>
        ))}
        {draft.matings.length < MAX_MATINGS && (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => setDraft((d) => ({ ...d, matings: [...d.matings, today] }))}
          >
            {t('addMating')}
          </button>
        )}
      </fieldset>

      <div className="mb-3">
        <label htmlFor={fieldId('ovulationAt')} className="form-label">
          {t('ovulationAt')}
        </label>
        <input
          id={fieldId('ovulationAt')}
          type="date"
          min={draft.startedAt || undefined}
          max={today}
          className={control('ovulationAt')}
          value={draft.ovulationAt}
          onChange={(e) => {
            const value = e.target.value;
            setDraft((d) => ({ ...d, ovulationAt: value }));
          }}
          aria-describedby={`${fieldId('ovulationAt')}-help`}
          aria-invalid={errors.ovulationAt ? true : undefined}
        />
        <div id={`${fieldId('ovulationAt')}-help`} className="form-text">
          {t('ovulationHelp')}
        </div>
        {feedback('ovulationAt')}
        <HintText hint={hint} resting={typedResults(draft).length > 0} formatDay={formatDay} />
        {hint && !hint.expected && hint.date !== draft.ovulationAt && hint.date <= today && (
          <button
            type="button"
            className="btn btn-outline-primary mt-1"
            onClick={() => setDraft((d) => ({ ...d, ovulationAt: hint.date }))}
          >
            {t('useHint', { date: formatDay(hint.date) })}
          </button>
        )}
      </div>

      <div className="mb-3">
        <label htmlFor={fieldId('litterId')} className="form-label">
          {t('litterLabel')}
        </label>
        <select
          id={fieldId('litterId')}
          className={`form-select form-select-lg${errors.litterId ? ' is-invalid' : ''}`}
          value={draft.litterId}
          onChange={(e) => {
            const value = e.target.value;
            setDraft((d) => ({ ...d, litterId: value }));
          }}
          aria-describedby={`${fieldId('litterId')}-help`}
          aria-invalid={errors.litterId ? true : undefined}
        >
          <option value="">{t('noLitter')}</option>
          {litters.map((litter) => {
            const day = litter.bornAt ?? litter.expectedAt ?? litter.matedAt;
            return (
              <option key={litter.id} value={litter.id}>
                {t('litterOption', {
                  date: day ? formatDay(day) : 'none',
                  status: tLitters('status', { status: litter.status }),
                })}
              </option>
            );
          })}
        </select>
        <div id={`${fieldId('litterId')}-help`} className="form-text">
          {t('litterHelp')}
        </div>
        {feedback('litterId')}
      </div>

      <div className="mb-3">
        <label htmlFor={fieldId('note')} className="form-label">
          {t('note')}
        </label>
        <textarea
          id={fieldId('note')}
          rows={2}
          className={`form-control${errors.note ? ' is-invalid' : ''}`}
          value={draft.note}
          onChange={(e) => {
            const value = e.target.value;
            setDraft((d) => ({ ...d, note: value }));
          }}
          {...invalid('note')}
        />
        {feedback('note')}
      </div>

      <div className="d-flex flex-wrap gap-2">
        <BusyButton type="submit" className="btn-lg" busy={busy} disabled={busy}>
          {t('save')}
        </BusyButton>
        <button type="button" className="btn btn-link btn-lg" onClick={props.onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
