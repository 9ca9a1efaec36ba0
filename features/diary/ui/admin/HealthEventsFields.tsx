'use client';

import { HEALTH_EVENT_KINDS } from '@/features/diary/rules';
import { useTranslations } from '@/lib/client/intl';
import { today, type DiaryDraft } from './diary-draft';
import { useFieldErrors } from '@/components/admin/useFieldErrors';

interface HealthEventsFieldsProps {
  id: string;
  draft: DiaryDraft;
  setDraft: (update: (draft: DiaryDraft) => DiaryDraft) => void;
  /** Field → `apiErrors` key, as in the diary form. */
  errors: Record<string, string>;
}

/** An update's health events: what, when, a short note; a litter's apply to each puppy. */
export function HealthEventsFields({ id, draft, setDraft, errors }: HealthEventsFieldsProps) {
  const t = useTranslations('AdminDiary');
  const { feedback, invalid } = useFieldErrors(errors, (field) => `${id}-${field}`);
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">{t('healthLegend')}</legend>
      {draft.events.map((event, i) => (
        <div key={i} className="row g-2 align-items-end mb-2" data-testid="health-event">
          <div className="col-12 col-sm-4">
            <label htmlFor={`${id}-kind-${i}`} className="form-label">
              {t('kindLabel')}
            </label>
            <select
              id={`${id}-kind-${i}`}
              className="form-select"
              value={event.kind}
              onChange={(e) => {
                const kind = e.target.value as (typeof HEALTH_EVENT_KINDS)[number];
                setDraft((d) => ({
                  ...d,
                  events: d.events.map((ev, j) => (j === i ? { ...ev, kind } : ev)),
                }));
              }}
            >
              {HEALTH_EVENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t('kind', { kind })}
                </option>
              ))}
            </select>
          </div>
          <div className="col-6 col-sm-3">
            <label htmlFor={`${id}-date-${i}`} className="form-label">
              {t('dateLabel')}
            </label>
            <input
              id={`${id}-date-${i}`}
              type="date"
              className={`form-control${errors[`healthEvents.${i}.date`] ? ' is-invalid' : ''}`}
              value={event.date}
              onChange={(e) => {
                const date = e.target.value;
                setDraft((d) => ({
                  ...d,
                  events: d.events.map((ev, j) => (j === i ? { ...ev, date } : ev)),
                }));
              }}
              {...invalid(`healthEvents.${i}.date`)}
            />
            {feedback(`healthEvents.${i}.date`)}
          </div>
          <div className="col-6 col-sm-3">
            <label htmlFor={`${id}-note-${i}`} className="form-label">
              {t('noteLabel')}
            </label>
            <input
              id={`${id}-note-${i}`}
              className={`form-control${errors[`healthEvents.${i}.note`] ? ' is-invalid' : ''}`}
              value={event.note}
              maxLength={200}
              onChange={(e) => {
                const note = e.target.value;
                setDraft((d) => ({
                  ...d,
                  events: d.events.map((ev, j) => (j === i ? { ...ev, note } : ev)),
                }));
              }}
              {...invalid(`healthEvents.${i}.note`)}
            />
            {feedback(`healthEvents.${i}.note`)}
          </div>
          <div className="col-12 col-sm-2">
            <button
              type="button"
              className="btn btn-outline-danger w-100"
              onClick={() =>
                setDraft((d) => ({ ...d, events: d.events.filter((_, j) => j !== i) }))
              }
            >
              {t('removeEvent')}
            </button>
          </div>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={() =>
          setDraft((d) => ({
            ...d,
            events: [...d.events, { kind: 'vaccination', date: today(), note: '' }],
          }))
        }
      >
        {t('addEvent')}
      </button>
    </fieldset>
  );
}
