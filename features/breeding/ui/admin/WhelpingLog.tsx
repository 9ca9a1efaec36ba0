'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { dropLocalDraft, keepLocalDraft, readLocalDraft } from '@/components/admin/local-draft';
import { PutBackNotice } from '@/components/admin/PutBackNotice';
import { BusyButton } from '@/components/ui/BusyButton';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { useErrorText } from '@/lib/client/error-text';
import { useLocale, useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { useUnsavedChangesWarning } from '@/lib/client/unsaved-changes';
import { wallTime, zonedToUtc } from '@/lib/calendar/zone';
import { adminPaths } from '@/lib/paths.mjs';
import { parseGrams } from '@/features/diary/rules';
import { COMMON_COLORS, DOG_COLORS } from '@/features/dogs/fields';
import { BIRTH_GRAMS } from '@/features/breeding/record-rules';
import type { WhelpingPuppyRequest, WhelpingView } from '@/features/breeding/records-schema';
import { useFieldErrors } from '@/components/admin/useFieldErrors';

/**
 * One puppy as typed: the time as the kennel's wall time (following the clock until the breeder
 * sets it: `timeSet`), the weight as the scale shows it.
 */
interface PuppyDraft {
  bornAt: string;
  timeSet: boolean;
  sex: '' | 'male' | 'female';
  colour: string;
  markings: string;
  weight: string;
}

const emptyDraft = (zone: string, colour = ''): PuppyDraft => ({
  bornAt: wallTime(new Date(), zone),
  timeSet: false,
  sex: '',
  colour,
  markings: '',
  weight: '',
});

/** Anything typed beyond the defaults (the time now, the last puppy's colour). */
const typedIn = (draft: PuppyDraft, colour: string) =>
  draft.timeSet ||
  draft.sex !== '' ||
  draft.colour !== colour ||
  draft.markings.trim() !== '' ||
  draft.weight.trim() !== '';

/** The fields a refusal shows beside; any other goes to the form's alert. */
const FIELDS = new Set(['bornAt', 'sex', 'colour', 'weightGrams', 'markings', 'confirmStartLog']);
/** How often a time that follows the clock moves on. */
const TICK_MS = 20_000;

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
  // The server's "now" first (the same on both sides of hydration), then the phone's clock.
  const [draft, setDraft] = useState<PuppyDraft>(() => ({
    ...emptyDraft(initial.zone),
    bornAt: now,
  }));
  /** The colour a new puppy's form starts with: the last one's. */
  const [startColour, setStartColour] = useState('');
  const [confirmStart, setConfirmStart] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A refusal of no field of the form (the litter's status, say), translated. */
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [putBack, setPutBack] = useState(false);
  const [busy, setBusy] = useState(false);
  const zone = view.zone;
  const draftKey = `whelping-draft:${view.litterId}` as const;
  const typed = typedIn(draft, startColour);
  useUnsavedChangesWarning(typed, t('unsavedChanges'));
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

  // A puppy typed and not saved comes back from this browser (after hydration: storage is the
  // browser's alone).
  useEffect(() => {
    const kept = readLocalDraft<PuppyDraft>(`whelping-draft:${initial.litterId}`);
    if (!kept || !typedIn(kept.content, kept.base.colour)) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDraft(
      kept.content.timeSet
        ? kept.content
        : { ...kept.content, bornAt: wallTime(new Date(), initial.zone) },
    );
    setStartColour(kept.base.colour);
    setPutBack(true);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Kept while anything is typed, dropped once saved or discarded.
  useEffect(() => {
    if (typed) {
      keepLocalDraft<PuppyDraft>(draftKey, {
        version: view.version,
        base: emptyDraft(zone, startColour),
        content: draft,
      });
    } else dropLocalDraft(draftKey);
  }, [draftKey, typed, draft, startColour, view.version, zone]);

  // A time the breeder has not set follows the clock: a page left open all night logs the birth
  // at the time it is saved, not when the page was opened.
  useEffect(() => {
    if (draft.timeSet) return;
    const follow = () =>
      setDraft((d) => (d.timeSet ? d : { ...d, bornAt: wallTime(new Date(), zone) }));
    follow();
    const timer = window.setInterval(follow, TICK_MS);
    return () => window.clearInterval(timer);
  }, [draft.timeSet, zone]);

  const number = view.entries.length + 1;
  const set = <K extends keyof PuppyDraft>(key: K, value: PuppyDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value, ...(key === 'bornAt' ? { timeSet: true } : {}) }));
    const field = key === 'weight' ? 'weightGrams' : key;
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== field)));
  };

  const discard = () => {
    setDraft(emptyDraft(zone, startColour));
    setPutBack(false);
    setErrors({});
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A time that follows the clock is the time of saving.
    const draft_ = draft.timeSet ? draft : { ...draft, bornAt: wallTime(new Date(), zone) };
    if (draft_ !== draft) setDraft(draft_);
    const found = draftErrors(draft_, zone);
    setErrors(found);
    setFormError(null);
    setNotice(null);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const puppy: WhelpingPuppyRequest = {
      sex: draft_.sex as 'male' | 'female',
      colour: draft_.colour as WhelpingPuppyRequest['colour'],
      weightGrams: draft_.weight.trim(),
      bornAt: zonedToUtc(draft_.bornAt, zone)!.toISOString(),
      markings: draft_.markings.trim(),
    };
    setBusy(true);
    try {
      const saved = await apiFetch<WhelpingView>(`/admin/litters/${view.litterId}/whelping`, {
        method: 'POST',
        body: {
          puppies: [puppy],
          version: view.version,
          ...(view.recordedByHand && confirmStart ? { confirmStartLog: true } : {}),
        },
      });
      setView(saved);
      setPutBack(false);
      const created = saved.entries.at(-1);
      showMessage({
        type: 'success',
        messages: [t('puppySaved', { number, name: created?.puppy?.name ?? '' })],
      });
      setStartColour(draft_.colour);
      setDraft(emptyDraft(zone, draft_.colour));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.current) {
        const current = error.current as WhelpingView;
        setView(current);
        // What was typed stays, in the form or (the litter closed meanwhile) shown unsaved.
        setNotice(
          OPEN.has(current.status)
            ? t('whelpingConflict')
            : t('whelpingConflictClosed', {
                status: tLitters('status', { status: current.status }),
              }),
        );
      } else if (error instanceof ApiRequestError && error.status === 422) {
        const fields: Record<string, string> = {};
        const other: string[] = [];
        for (const item of error.errors) {
          // The puppy's own fields, and the litter's date of birth the log sets from its time.
          const field = /^puppies\.\d+\.(\w+)$/.exec(item.path ?? '')?.[1] ?? item.path ?? '';
          if (FIELDS.has(field)) fields[field] ??= item.msg;
          else other.push(item.msg);
        }
        setErrors(fields);
        setFormError(
          other.length ? [...new Set(other)].map((msg) => errorText(msg)).join(' ') : null,
        );
        const refused = Object.keys(fields)[0];
        if (refused) document.getElementById(`${id}-${refused}`)?.focus();
      } else reportError(error);
    } finally {
      setBusy(false);
    }
  };

  const { invalid, feedback } = useFieldErrors(errors, (field) => `${id}-${field}`);
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
        <p className="small">{t('earliestBirth', { date: formatDay(view.earliestBirth) })}</p>
      )}
      {putBack && typed && <PutBackNotice onDiscard={discard} />}
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
      {!open && typed && (
        <section
          className="card mb-4"
          aria-labelledby={`${id}-unsaved`}
          data-testid="whelping-unsaved"
        >
          <div className="card-body">
            <h2 id={`${id}-unsaved`} className="h5">
              {t('notSavedTitle')}
            </h2>
            <p>
              {t('notSavedLine', {
                number: String(number),
                details: [
                  draft.bornAt.replace('T', ' '),
                  draft.sex && tDogs('gender', { gender: draft.sex }),
                  draft.colour && tDogs('color', { color: draft.colour }),
                  draft.weight.trim(),
                  draft.markings.trim(),
                ]
                  .filter(Boolean)
                  .join(', '),
              })}
            </p>
            <button type="button" className="btn btn-outline-secondary" onClick={discard}>
              {t('discardPuppy')}
            </button>
          </div>
        </section>
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
          {formError && (
            <p className="alert alert-danger" role="alert">
              {formError}
            </p>
          )}
          {view.recordedByHand && (
            <div className="alert alert-warning">
              <p>
                {t('recordedByHandNote', {
                  date: view.bornAt ? formatDay(view.bornAt) : '–',
                  males: view.born.males,
                  females: view.born.females,
                })}
              </p>
              <div className="form-check">
                <input
                  id={`${id}-confirmStartLog`}
                  type="checkbox"
                  className={`form-check-input${errors.confirmStartLog ? ' is-invalid' : ''}`}
                  checked={confirmStart}
                  onChange={(e) => {
                    setConfirmStart(e.target.checked);
                    setErrors((x) => ({ ...x, confirmStartLog: '' }));
                  }}
                  {...invalid('confirmStartLog')}
                />
                <label htmlFor={`${id}-confirmStartLog`} className="form-check-label">
                  {t('confirmStartLog')}
                </label>
                {feedback('confirmStartLog')}
              </div>
            </div>
          )}
          <div className="mb-3">
            <label htmlFor={`${id}-bornAt`} className="form-label">
              {t('bornAtLabel')}{' '}
              <span className="text-body-secondary small">
                ({t('zoneNote', { city: zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ') })}
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
                aria-describedby={
                  [
                    draft.timeSet ? '' : `${id}-bornAt-help`,
                    errors.bornAt ? `${id}-bornAt-error` : '',
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                aria-invalid={errors.bornAt ? true : undefined}
              />
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => {
                  setDraft((d) => ({ ...d, bornAt: wallTime(new Date(), zone), timeSet: false }));
                  setErrors((e) => ({ ...e, bornAt: '' }));
                }}
              >
                {t('now')}
              </button>
            </div>
            {!draft.timeSet && (
              <div id={`${id}-bornAt-help`} className="form-text">
                {t('bornAtHelp')}
              </div>
            )}
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
