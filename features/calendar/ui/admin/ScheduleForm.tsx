'use client';

import { useForm, type Resolver } from 'react-hook-form';
import { ConflictPanel } from '@/components/admin/ConflictPanel';
import { PutBackNotice } from '@/components/admin/PutBackNotice';
import { SavedToast } from '@/components/admin/SavedToast';
import { useVersionedSave } from '@/components/admin/useVersionedSave';
import { BusyButton } from '@/components/ui/BusyButton';
import { valueAt } from '@/lib/client/edit-merge';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
import { useStoredFields } from '@/lib/client/stored-fields';
import type { CalendarSettingsInput, CalendarSettingsView } from '@/features/calendar/schema';

const FIELDS = ['dewormingDays', 'vaccinationDays'] as const;
type Fields = Record<(typeof FIELDS)[number], string>;

const written = (days: number[]) => days.join(', ');

/** "14, 28 42" → [14, 28, 42]; what is not a number goes as typed, for the server to refuse. */
function daysOf(text: string): (number | string)[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((part) => (/^\d{1,4}$/.test(part) ? Number(part) : part));
}

const toFields = (view: CalendarSettingsView): Fields => ({
  dewormingDays: written(view.dewormingDays),
  vaccinationDays: written(view.vaccinationDays),
});

// The texts go as lists; the server checks them (its refusals show beside the field).
const resolver: Resolver<Fields, unknown, CalendarSettingsInput> = async (values) => ({
  values: {
    dewormingDays: daysOf(values.dewormingDays),
    vaccinationDays: daysOf(values.vaccinationDays),
  } as CalendarSettingsInput,
  errors: {},
});

/**
 * The care schedules, days from birth. Refusals show beside their field and what was typed
 * stays; after a save based on older schedules (another window saved since) what was typed
 * stays too, beside the saved schedules, until the breeder keeps one of them.
 */
export function ScheduleForm({ initial }: { initial: CalendarSettingsView }) {
  const t = useTranslations('BreederCalendar');
  const tConflict = useTranslations('EditConflict');
  const errorText = useErrorText();
  const form = useForm<Fields, unknown, CalendarSettingsInput>({
    resolver,
    defaultValues: toFields(initial),
  });
  const {
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const { field: register } = useStoredFields(form);
  const { kept, conflict, save, saved, hideSaved, keepMine, takeTheirs } = useVersionedSave({
    form,
    initial,
    toFields,
    paths: FIELDS,
    draftKey: 'calendar-draft:schedules',
    address: '/admin/calendar/settings',
    // A refused day is named by its place in the list; it shows beside its schedule.
    fieldOf: (path) => path.split('.')[0]!,
  });
  const shown = (value: unknown) =>
    value ? (
      <span className="admin-conflict-text">{String(value)}</span>
    ) : (
      <em>{tConflict('empty')}</em>
    );

  return (
    <section aria-labelledby="schedules-heading" className="card mb-4">
      <form className="card-body" onSubmit={save()} noValidate data-testid="schedules">
        <h2 id="schedules-heading" className="h5">
          {t('schedulesHeading')}
        </h2>
        <p id="schedules-help" className="form-text mt-0">
          {t('schedulesHelp')}
        </p>
        {kept.putBack && <PutBackNotice onDiscard={kept.discard} />}
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
                type="text"
                inputMode="numeric"
                autoComplete="off"
                className={`form-control${error ? ' is-invalid' : ''}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error schedules-help` : 'schedules-help'}
                {...register(field)}
              />
              {error && (
                <div id={`${id}-error`} className="invalid-feedback">
                  {errorText(error.message)}
                </div>
              )}
            </div>
          );
        })}
        {conflict && (
          <ConflictPanel
            adopted={conflict.adopt.map((path) => t(path as 'dewormingDays'))}
            clashes={conflict.clash.map((path) => ({
              path,
              label: t(path as 'dewormingDays'),
              theirs: shown(valueAt(toFields(conflict.theirs), path)),
              mine: shown(valueAt(getValues(), path)),
            }))}
            onKeepMine={keepMine}
            onTakeTheirs={takeTheirs}
            busy={isSubmitting}
          />
        )}
        <BusyButton type="submit" disabled={isSubmitting} busy={isSubmitting}>
          {t('saveSchedules')}
        </BusyButton>
      </form>
      <SavedToast show={saved} onClose={hideSaved} message={t('schedulesSaved')} />
    </section>
  );
}
