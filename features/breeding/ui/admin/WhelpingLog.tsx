'use client';

import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { useErrorText } from '@/lib/client/error-text';
import { useLocale, useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { wallTime, zonedToUtc } from '@/lib/calendar/zone';
import { adminPaths } from '@/lib/paths.mjs';
import { parseGrams } from '@/features/diary/rules';
import { COMMON_COLORS, DOG_COLORS } from '@/features/dogs/fields';
import { BIRTH_GRAMS } from '@/features/breeding/record-rules';
import type { WhelpingPuppyRequest, WhelpingView } from '@/features/breeding/records-schema';

/** One puppy as typed: the time as the kennel's wall time, the weight as the scale shows it. */
interface PuppyDraft {
  bornAt: string;
  sex: '' | 'male' | 'female';
  colour: string;
  markings: string;
  weight: string;
}

const emptyDraft = (zone: string, colour = ''): PuppyDraft => ({
  bornAt: wallTime(new Date(), zone),
  sex: '',
  colour,
  markings: '',
  weight: '',
});

const OPEN = new Set(['planned', 'expected', 'born']);
const OTHER_COLORS = DOG_COLORS.filter((c) => !(COMMON_COLORS as readonly string[]).includes(c));

/** What the browser can tell before sending: the same codes the API answers. */
function draftErrors(draft: PuppyDraft, zone: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.bornAt || !zonedToUtc(draft.bornAt, zone)) errors.bornAt = 'invalidTime';
  if (!draft.sex) errors.sex = 'invalidGender';
  if (!draft.colour) errors.colour = 'invalidColor';
  const grams = parseGrams(draft.weight);
  if (grams === null) errors.weightGrams = draft.weight.trim() ? 'weightFormat' : 'required';
  else if (grams < BIRTH_GRAMS.min || grams > BIRTH_GRAMS.max) {
    errors.weightGrams = 'birthWeightRange';
  }
  return errors;
}

/**
 * The whelping log on the breeder's phone: one puppy at a time, saved as it is born (the time
 * defaults to now), the puppies born so far under it. What was typed stays on any refusal.
 */
export function WhelpingLog({
  initial,
  name,
  now,
}: {
  initial: WhelpingView;
  name: string;
  /** The kennel's wall time as the page was rendered: the first puppy's time. */
  now: string;
}) {
  const t = useTranslations('BreedingRecords');
  const tDogs = useTranslations('Dogs');
  const tLitters = useTranslations('Litters');
  const errorText = useErrorText();
  const locale = useLocale();
  const id = useId();
  const [view, setView] = useState(initial);
  // The server's "now" first (the same on both sides of hydration), the phone's after each save.
  const [draft, setDraft] = useState<PuppyDraft>(() => ({
    ...emptyDraft(initial.zone),
    bornAt: now,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const zone = view.zone;

  const number = view.entries.length + 1;
  const set = <K extends keyof PuppyDraft>(key: K, value: PuppyDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    const field = key === 'weight' ? 'weightGrams' : key;
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== field)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft, zone);
    setErrors(found);
    setNotice(null);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const puppy: WhelpingPuppyRequest = {
      sex: draft.sex as 'male' | 'female',
      colour: draft.colour as WhelpingPuppyRequest['colour'],
      weightGrams: draft.weight.trim(),
      bornAt: zonedToUtc(draft.bornAt, zone)!.toISOString(),
      markings: draft.markings.trim(),
    };
    setBusy(true);
    try {
      const saved = await apiFetch<WhelpingView>(`/admin/litters/${view.litterId}/whelping`, {
        method: 'POST',
        body: { puppies: [puppy], version: view.version },
      });
      setView(saved);
      const created = saved.entries.at(-1);
      showMessage({
        type: 'success',
        messages: [t('puppySaved', { number, name: created?.puppy?.name ?? '' })],
      });
      setDraft(emptyDraft(zone, draft.colour));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.current) {
        setView(error.current as WhelpingView);
        setNotice(t('whelpingConflict'));
      } else if (error instanceof ApiRequestError && error.status === 422) {
        const fields: Record<string, string> = {};
        for (const item of error.errors) {
          const field = /^puppies\.\d+\.(\w+)$/.exec(item.path ?? '')?.[1];
          if (field) fields[field] ??= item.msg;
          else reportError(error);
        }
        setErrors(fields);
        const refused = Object.keys(fields)[0];
        if (refused) document.getElementById(`${id}-${refused}`)?.focus();
      } else reportError(error);
    } finally {
      setBusy(false);
    }
  };

  const invalid = (field: string) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
      : {};
  const feedback = (field: string) =>
    errors[field] ? (
      <div className="invalid-feedback d-block" id={`${id}-${field}-error`}>
        {errorText(errors[field])}
      </div>
    ) : null;
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const open = OPEN.has(view.status);

  return (
    <div className="container py-4 whelping-log">
      <h1 className="h3">{t('whelpingTitle', { name })}</h1>
      <p>
        <PrefetchLink href={adminPaths.editLitter(view.litterId)}>{t('backToLitter')}</PrefetchLink>
      </p>
      <p className="text-body-secondary">{t('whelpingIntro')}</p>
      {view.earliestBirth && view.entries.length === 0 && (
        <p className="small">{t('earliestBirth', { date: view.earliestBirth })}</p>
      )}
      {open && (view.status === 'planned' || view.status === 'expected') && (
        <p className="alert alert-info">{t('bornNotice', { count: view.bornAudience })}</p>
      )}
      {notice && (
        <p className="alert alert-warning" role="alert">
          {notice}
        </p>
      )}
      {!open && (
        <p className="alert alert-secondary">
          {t('whelpingClosedNote', { status: tLitters('status', { status: view.status }) })}
        </p>
      )}
      {open && (
        <form
          noValidate
          onSubmit={submit}
          aria-labelledby={`${id}-title`}
          className="mb-4"
          data-testid="whelping-form"
        >
          <h2 id={`${id}-title`} className="h4">
            {t('puppyNumber', { number })}
          </h2>
          <div className="mb-3">
            <label htmlFor={`${id}-bornAt`} className="form-label">
              {t('bornAtLabel')}{' '}
              <span className="text-body-secondary small">
                ({t('zoneNote', { zone: zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ') })}
                )
              </span>
            </label>
            <div className="input-group input-group-lg">
              <input
                id={`${id}-bornAt`}
                type="datetime-local"
                className={`form-control${errors.bornAt ? ' is-invalid' : ''}`}
                value={draft.bornAt}
                onChange={(e) => set('bornAt', e.target.value)}
                {...invalid('bornAt')}
              />
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => set('bornAt', wallTime(new Date(), zone))}
              >
                {t('now')}
              </button>
            </div>
            {feedback('bornAt')}
          </div>

          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-2">{t('sexLegend')}</legend>
            <div className="d-flex gap-2">
              {(['female', 'male'] as const).map((sex, i) => (
                <button
                  key={sex}
                  id={i === 0 ? `${id}-sex` : undefined}
                  type="button"
                  className={`btn btn-lg flex-fill ${draft.sex === sex ? 'btn-primary' : 'btn-outline-primary'}`}
                  aria-pressed={draft.sex === sex}
                  onClick={() => set('sex', sex)}
                  {...invalid('sex')}
                >
                  {tDogs('gender', { gender: sex })}
                </button>
              ))}
            </div>
            {feedback('sex')}
          </fieldset>

          <div className="mb-3">
            <label htmlFor={`${id}-colour`} className="form-label">
              {t('colourLabel')}
            </label>
            <select
              id={`${id}-colour`}
              className={`form-select form-select-lg${errors.colour ? ' is-invalid' : ''}`}
              value={draft.colour}
              onChange={(e) => set('colour', e.target.value)}
              {...invalid('colour')}
            >
              <option value="" />
              <optgroup label={t('commonColours')}>
                {COMMON_COLORS.map((color) => (
                  <option key={color} value={color}>
                    {tDogs('color', { color })}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('otherColours')}>
                {OTHER_COLORS.map((color) => (
                  <option key={color} value={color}>
                    {tDogs('color', { color })}
                  </option>
                ))}
              </optgroup>
            </select>
            {feedback('colour')}
          </div>

          <div className="mb-3">
            <label htmlFor={`${id}-weightGrams`} className="form-label">
              {t('weightLabel')}
            </label>
            <input
              id={`${id}-weightGrams`}
              className={`form-control form-control-lg${errors.weightGrams ? ' is-invalid' : ''}`}
              inputMode="decimal"
              autoComplete="off"
              value={draft.weight}
              onChange={(e) => set('weight', e.target.value)}
              aria-describedby={`${id}-weight-help${errors.weightGrams ? ` ${id}-weightGrams-error` : ''}`}
              aria-invalid={errors.weightGrams ? true : undefined}
            />
            <div id={`${id}-weight-help`} className="form-text">
              {t('weightHelp')}
            </div>
            {feedback('weightGrams')}
          </div>

          <div className="mb-3">
            <label htmlFor={`${id}-markings`} className="form-label">
              {t('markingsLabel')}
            </label>
            <input
              id={`${id}-markings`}
              className={`form-control form-control-lg${errors.markings ? ' is-invalid' : ''}`}
              autoComplete="off"
              maxLength={200}
              value={draft.markings}
              onChange={(e) => set('markings', e.target.value)}
              aria-describedby={`${id}-markings-help`}
            />
            <div id={`${id}-markings-help`} className="form-text">
              {t('markingsHelp')}
            </div>
            {feedback('markings')}
          </div>

          <BusyButton type="submit" className="btn-lg w-100" busy={busy} disabled={busy}>
            {t('savePuppy', { number })}
          </BusyButton>
        </form>
      )}

      <section aria-labelledby={`${id}-logged`}>
        <h2 id={`${id}-logged`} className="h4">
          {t('loggedTitle')}
        </h2>
        {view.entries.length === 0 ? (
          <p>{t('noneLogged')}</p>
        ) : (
          <>
            <p>{t('bornSummary', { males: view.born.males, females: view.born.females })}</p>
            <ol className="list-group list-group-numbered" data-testid="whelping-entries">
              {view.entries.map((entry) => (
                <li key={entry.dogId} className="list-group-item d-flex gap-2">
                  <div className="flex-fill">
                    {entry.puppy ? (
                      <PrefetchLink
                        href={adminPaths.editDog(entry.dogId)}
                        className="fw-semibold"
                        aria-label={t('editPuppy', { name: entry.puppy.name })}
                      >
                        {entry.puppy.name}
                      </PrefetchLink>
                    ) : (
                      <span className="text-body-secondary">{t('puppyDeleted')}</span>
                    )}
                    <div className="small">
                      {t('loggedLine', {
                        time: time.format(new Date(entry.bornAt)),
                        sex: tDogs('gender', { gender: entry.sex }),
                        colour: tDogs('color', { color: entry.colour }),
                        grams: new Intl.NumberFormat(locale).format(entry.weightGrams),
                      })}
                    </div>
                    {entry.markings && (
                      <div className="small text-body-secondary">{entry.markings}</div>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}
