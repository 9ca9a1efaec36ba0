'use client';

import { useState } from 'react';
import { showMessage } from '@/lib/client/alerts';
import { ApiRequestError, apiFetch } from '@/lib/client/api';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import type { CalendarSettingsView } from '@/features/calendar/schema';

const FIELDS = ['dewormingDays', 'vaccinationDays'] as const;
type Field = (typeof FIELDS)[number];

const written = (days: number[]) => days.join(', ');

/** "14, 28 42" → [14, 28, 42]; what is not a number goes as typed, for the server to refuse. */
function daysOf(text: string): (number | string)[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((part) => (/^\d{1,4}$/.test(part) ? Number(part) : part));
}

/**
 * The care schedules, days from birth. Refusals show beside their field and what was typed
 * stays; a save based on older schedules (another window saved since) shows the saved ones and
 * what was typed.
 */
export function ScheduleForm({ initial }: { initial: CalendarSettingsView }) {
  const t = useTranslations('BreederCalendar');
  const errorText = useErrorText();
  const [values, setValues] = useState<Record<Field, string>>({
    dewormingDays: written(initial.dewormingDays),
    vaccinationDays: written(initial.vaccinationDays),
  });
  const [version, setVersion] = useState(initial.version);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [conflict, setConflict] = useState<Record<Field, string> | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await apiFetch<CalendarSettingsView>('/admin/calendar/settings', {
        method: 'PUT',
        body: {
          dewormingDays: daysOf(values.dewormingDays),
          vaccinationDays: daysOf(values.vaccinationDays),
          version,
        },
      });
      setVersion(saved.version);
      setValues({
        dewormingDays: written(saved.dewormingDays),
        vaccinationDays: written(saved.vaccinationDays),
      });
      setErrors({});
      setConflict(null);
      showMessage({ type: 'success', messages: [t('schedulesSaved')] });
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 409 && failure.current) {
        const current = failure.current as CalendarSettingsView;
        setConflict(values);
        setValues({
          dewormingDays: written(current.dewormingDays),
          vaccinationDays: written(current.vaccinationDays),
        });
        setVersion(current.version);
        setErrors({});
      } else if (failure instanceof ApiRequestError && failure.status === 422) {
        const next: Partial<Record<Field, string>> = {};
        for (const error of failure.errors) {
          const field = FIELDS.find((name) => error.path?.split('.')[0] === name);
          if (field) next[field] ??= error.msg;
        }
        if (Object.keys(next).length === 0) reportError(failure);
        setErrors(next);
        const first = FIELDS.find((name) => next[name]);
        if (first) document.getElementById(`schedule-${first}`)?.focus();
      } else reportError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="schedules-heading" className="card mb-4">
      <form className="card-body" onSubmit={submit} noValidate data-testid="schedules">
        <h2 id="schedules-heading" className="h5">
          {t('schedulesHeading')}
        </h2>
        <p id="schedules-help" className="form-text mt-0">
          {t('schedulesHelp')}
        </p>
        {conflict && (
          <p className="alert alert-warning text-break" role="alert">
            {t('schedulesConflict', {
              deworming: conflict.dewormingDays || '–',
              vaccination: conflict.vaccinationDays || '–',
            })}
          </p>
        )}
        {FIELDS.map((field) => {
          const id = `schedule-${field}`;
          const error = errors[field];
          return (
            <div className="mb-3" key={field}>
              <label htmlFor={id} className="form-label">
                {t(field)}
              </label>
              <input
                id={id}
                name={field}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                className={`form-control${error ? ' is-invalid' : ''}`}
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error schedules-help` : 'schedules-help'}
              />
              {error && (
                <div id={`${id}-error`} className="invalid-feedback">
                  {errorText(error)}
                </div>
              )}
            </div>
          );
        })}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('saveSchedules')}
        </button>
      </form>
    </section>
  );
}
