'use client';

import { useState, type ReactNode } from 'react';
import { ApiRequestError, apiFetch } from '@/lib/client/api';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { SLOT_KINDS, type SlotKind } from '@/lib/calendar/kinds';
import { CardForm } from '@/components/admin/TitledSection';
import { LabelledField } from '@/components/ui/LabelledField';

/** The form's fields: their labels and columns. */
const SLOT_FIELDS = {
  day: { label: 'date', className: 'col-6 col-md-3' },
  time: { label: 'time', className: 'col-6 col-md-2' },
  minutes: { label: 'minutes', className: 'col-6 col-md-2' },
  count: { label: 'count', className: 'col-6 col-md-2' },
  kind: { label: 'kind', className: 'col-12 col-md-3' },
} as const;

/** Opens times back to back; a refusal is shown beside its field and nothing typed is lost. */
export function OpenSlotsForm({ day, onOpened }: { day: string; onOpened: (n: number) => void }) {
  const t = useTranslations('AdminBookings');
  const errorText = useErrorText();
  const [values, setValues] = useState({
    day,
    time: '10:00',
    minutes: '30',
    count: '1',
    kind: 'either' as SlotKind,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [name]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { slots } = await apiFetch<{ slots: unknown[] }>('/admin/bookings', {
        method: 'POST',
        body: {
          ...values,
          minutes: Number(values.minutes),
          count: Number(values.count),
        },
      });
      setErrors({});
      onOpened(slots.length);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422 && error.errors.length) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.path ?? '', e.msg])));
      } else reportError(error);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: string) => ({
    id: `open-${name}`,
    name,
    className: `form-control${errors[name] ? ' is-invalid' : ''}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `open-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <div id={`open-${name}-error`} className="invalid-feedback">
        {errorText(errors[name])}
      </div>
    ) : null;

  const slotField = (name: keyof typeof SLOT_FIELDS, control: ReactNode) => (
    <LabelledField
      id={`open-${name}`}
      label={t(SLOT_FIELDS[name].label)}
      className={SLOT_FIELDS[name].className}
      error={error(name)}
    >
      {control}
    </LabelledField>
  );

  return (
    <CardForm id="open-heading" className="card mb-4" title={t('openHeading')} onSubmit={submit}>
      <p className="small text-body-secondary">{t('openHelp')}</p>
      <div className="row g-2">
        {slotField(
          'day',
          <input type="date" required value={values.day} onChange={set('day')} {...field('day')} />,
        )}
        {slotField(
          'time',
          <input
            type="time"
            required
            value={values.time}
            onChange={set('time')}
            {...field('time')}
          />,
        )}
        {slotField(
          'minutes',
          <input
            type="number"
            min={10}
            max={240}
            step={5}
            required
            value={values.minutes}
            onChange={set('minutes')}
            {...field('minutes')}
          />,
        )}
        {slotField(
          'count',
          <input
            type="number"
            min={1}
            max={12}
            required
            value={values.count}
            onChange={set('count')}
            {...field('count')}
          />,
        )}
        {slotField(
          'kind',
          <select
            value={values.kind}
            onChange={set('kind')}
            {...field('kind')}
            className={`form-select${errors.kind ? ' is-invalid' : ''}`}
          >
            {SLOT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t('kindOption', { kind })}
              </option>
            ))}
          </select>,
        )}
      </div>
      <button type="submit" className="btn btn-primary mt-3" disabled={busy}>
        {t('open')}
      </button>
    </CardForm>
  );
}
