'use client';

import dynamic from 'next/dynamic';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import {
  useForm,
  useFormState,
  useWatch,
  type Control,
  type FieldErrors,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { PutBackNotice } from '@/components/admin/PutBackNotice';
import { TextField } from '@/components/admin/TextField';
import { useVersionedSave } from '@/components/admin/useVersionedSave';
import { BusyButton } from '@/components/ui/BusyButton';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { MAX_GENERATIONS } from '@/features/breeding/generations';
import type { PastedAncestor } from '@/features/breeding/pedigree-paste';
import type { PasteMerge, PlaceFields } from '@/features/breeding/pedigree-paste-merge';
import type { PedigreeView } from '@/features/breeding/server/pedigree';
import type { KennelDogOption } from '@/features/breeding/reads';
import { dogEditPath } from '@/lib/admin-sections';
import { valueAt } from '@/lib/client/edit-merge';
import { useErrorText } from '@/lib/client/error-text';
import { useFormatter, useTranslations } from '@/lib/client/intl';
import { useStoredFields } from '@/lib/client/stored-fields';
import { useUnsavedChangesWarning } from '@/lib/client/unsaved-changes';
import { PedigreePaste } from './PedigreePaste';
import { loadPasteTools } from './pedigree-paste-load';
import {
  FIELD_PATHS,
  PLACES,
  emptyFields,
  fieldOfError,
  pathOf,
  placeOf,
  toFields,
  toInput,
  type AncestorField,
  type PedigreeFields,
} from './pedigree-fields';
import './pedigree-editor.css';

// Parts the first view does not need load when they are first shown: the conflict panel after a
// 409, the toast after a save.
const SaveConflict = dynamic(
  () => import('@/components/admin/SaveConflict').then((m) => m.SaveConflict<PedigreeFields>),
  { ssr: false },
);
const SavedToast = dynamic(
  () => import('@/components/admin/SavedToast').then((m) => m.SavedToast),
  { ssr: false },
);

type Body = ReturnType<typeof toInput>;
type Subject = { dogId: number; name: string; registration: string | null };
type FieldName = Parameters<UseFormReturn<PedigreeFields>['register']>[0];

/**
 * The form's own check: a name where anything is filled in, the limits, the tree's rules (loaded
 * with the first check).
 */
function resolverFor(subject: Subject): Resolver<PedigreeFields, unknown, Body> {
  return async (values) => {
    const { fieldProblems } = await import('./pedigree-checks');
    const problems = fieldProblems(values, subject);
    if (problems.length === 0) return { values: toInput(values), errors: {} };
    const errors: Record<string, unknown> = {};
    for (const { path, msg } of problems) {
      const steps = path.split('.');
      let at = errors;
      for (const step of steps.slice(0, -1)) at = (at[step] ??= {}) as Record<string, unknown>;
      at[steps[steps.length - 1]!] ??= { type: 'validate', message: msg };
    }
    return { values: {}, errors: errors as FieldErrors<PedigreeFields> };
  };
}

/** A place's own fields as the form holds them. */
function placeValues(values: PedigreeFields, place: string): PlaceFields {
  const at = (valueAt(values, pathOf(place)) ?? {}) as Partial<PlaceFields>;
  return {
    name: at.name ?? '',
    registration: at.registration ?? '',
    colour: at.colour ?? '',
    dogId: at.dogId ?? '',
  };
}

/** The places on the way to `place`, itself included: `sds` → `s`, `sd`, `sds`. */
const lineTo = (place: string) => [...place].map((_, i) => place.slice(0, i + 1));

/**
 * `/admin/parents/pedigree/{id}`: a dog's ancestors to five generations, a fold each (its
 * parents inside), filled by typing, by choosing a kennel dog or from a pasted list; saved with
 * the dog's version, so another tab's change is shown beside what was typed here.
 */
export function PedigreeEditor({
  initial,
  dog,
  kennel,
}: {
  initial: PedigreeView;
  dog: KennelDogOption;
  kennel: KennelDogOption[];
}) {
  const t = useTranslations('PedigreeEditor');
  const tConflict = useTranslations('EditConflict');
  const format = useFormatter();
  const [resolver] = useState(() =>
    resolverFor({ dogId: dog.id, name: dog.name, registration: dog.registration || null }),
  );
  const [defaultValues] = useState(() => toFields(initial.entered));
  const form = useForm<PedigreeFields, unknown, Body>({ resolver, defaultValues });
  const {
    getValues,
    setValue,
    setFocus,
    control,
    formState: { errors, isSubmitting, isDirty, submitCount },
  } = form;
  useUnsavedChangesWarning(isDirty, t('unsavedChanges'));
  const versioned = useVersionedSave({
    form,
    initial,
    toFields: (view) => toFields(view.entered),
    paths: FIELD_PATHS,
    draftKey: `pedigree-draft:${dog.id}`,
    address: `/admin/dogs/${dog.id}/pedigree`,
    fieldOf: fieldOfError,
  });
  const { known, kept, conflict, save, saved, hideSaved, field } = versioned;

  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(['s', 'd']));
  const toggle = useCallback(
    (place: string, isOpen: boolean) =>
      setOpen((now) => {
        if (now.has(place) === isOpen) return now;
        const next = new Set(now);
        if (isOpen) next.add(place);
        else next.delete(place);
        return next;
      }),
    [],
  );
  const openLines = (places: string[]) =>
    setOpen((now) => new Set([...now, ...places.flatMap(lineTo)]));

  // A refused save opens the folds of every refused field and brings the first into view.
  useEffect(() => {
    // Once a save is over: a refusal met while typing afterwards does not move the focus.
    if (isSubmitting) return;
    const refused = FIELD_PATHS.filter((path) => valueAt(errors, path));
    const firstRefused = refused[0];
    if (!firstRefused) return;
    const places = refused.map((path) => placeOf(path)!).filter(Boolean);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    openLines(places);
    requestAnimationFrame(() => setFocus(firstRefused as FieldName));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isSubmitting, submitCount]);

  const step = useCallback((s: string) => t('step', { step: s === 's' ? 'sire' : 'dam' }), [t]);
  const chain = useCallback((place: string) => [...place].map(step).join(' › '), [step]);
  const fieldLabel = useCallback((name: AncestorField) => t('field', { field: name }), [t]);
  // The kennel's breeding dogs by sex, worked out once for all the places' lists.
  const breeding = useMemo(
    () => ({
      male: kennel.filter((d) => d.kind === 'parent' && d.gender === 'male'),
      female: kennel.filter((d) => d.kind === 'parent' && d.gender === 'female'),
    }),
    [kennel],
  );
  const onChooseDog = useCallback(
    (path: string, chosen: KennelDogOption | undefined) => {
      if (!chosen) return;
      setValue(`${path}.name` as FieldName, chosen.name, { shouldDirty: true });
      setValue(`${path}.registration` as FieldName, chosen.registration, { shouldDirty: true });
    },
    [setValue],
  );
  const onClear = useCallback(
    (place: string) =>
      setValue(pathOf(place) as FieldName, emptyFields(place.length) as never, {
        shouldDirty: true,
      }),
    [setValue],
  );
  /** What every node of the tree is drawn with, beside its own place. */
  const tree: Omit<NodeProps, 'place'> = {
    control,
    open,
    toggle,
    step,
    chain,
    fieldLabel,
    kennel,
    breeding,
    field,
    onChooseDog,
    onClear,
  };
  const label = (path: string) => {
    const place = placeOf(path);
    return place ? `${chain(place)}: ${fieldLabel(path.split('.').pop() as AncestorField)}` : path;
  };
  const dogName = (id: unknown) =>
    kennel.find((d) => String(d.id) === String(id))?.name ?? String(id);
  const shown = (path: string, value: unknown) =>
    value ? (
      <span className="admin-conflict-text">
        {path.endsWith('.dogId') ? dogName(value) : String(value)}
      </span>
    ) : (
      <em>{tConflict('empty')}</em>
    );

  /** A paste waiting for the breeder to confirm the places it would replace. */
  const [pending, setPending] = useState<{
    merge: PasteMerge;
    done: (applied: boolean) => void;
  }>();
  const apply = ({ changes }: PasteMerge) => {
    for (const [place, values] of Object.entries(changes)) {
      const path = pathOf(place);
      for (const [key, value] of Object.entries(values)) {
        setValue(`${path}.${key}` as FieldName, value, { shouldDirty: true });
      }
    }
    openLines(Object.keys(changes).map((place) => place.slice(0, -1) || place));
  };
  const settle = (confirmed: boolean) => {
    if (!pending) return;
    if (confirmed) apply(pending.merge);
    setPending(undefined);
    pending.done(confirmed);
  };
  /** Fills the places a paste names; asks first when it would replace what they hold. */
  const fill = async (places: Record<string, PastedAncestor>) => {
    const { mergePastedPedigree, normalizeRegistration } = await loadPasteTools();
    const byRegistration = new Map(
      kennel
        .filter((d) => d.registration)
        .map((d) => [normalizeRegistration(d.registration), d] as const),
    );
    return new Promise<boolean>((done) => {
      const current = Object.fromEntries(
        PLACES.map((place) => [place, placeValues(getValues(), place)]),
      );
      const merge = mergePastedPedigree(current, places, (registration) => {
        const kennelDog = byRegistration.get(normalizeRegistration(registration));
        return kennelDog ? String(kennelDog.id) : '';
      });
      if (merge.replaced.length === 0) {
        apply(merge);
        done(true);
      } else setPending({ merge, done });
    });
  };

  // The toast once first shown, then kept, so that it hides with its transition.
  const [toastShown, setToastShown] = useState(saved);
  if (saved && !toastShown) setToastShown(true);

  const percent = (share: number) =>
    format.number(share, { style: 'percent', maximumFractionDigits: 2 });

  return (
    <div className="container py-4 pedigree-editor">
      <h1 className="h3 mb-2">{t('title', { name: dog.name })}</h1>
      <p className="mb-2">
        <PrefetchLink href={dogEditPath(dog)}>{t('backToDog', { name: dog.name })}</PrefetchLink>
      </p>
      <p className="text-body-secondary">{t('intro')}</p>
      <div className="alert alert-light border" data-testid="pedigree-coi" aria-live="polite">
        {known.generations > 0 ? (
          <>
            <p className="mb-1">
              {t('coi', { coi: percent(known.coi), generations: known.generations })}
            </p>
            <p className="mb-0 small">
              {t('ancestorLoss', { value: percent(known.ancestorLoss) })}
            </p>
          </>
        ) : (
          <p className="mb-0">{t('noAncestors')}</p>
        )}
      </div>
      {kept.putBack && <PutBackNotice onDiscard={kept.discard} />}

      <PedigreePaste
        subject={dog.name}
        startOpen={!initial.entered.sire && !initial.entered.dam}
        onFill={fill}
      />
      <ConfirmDialog
        show={Boolean(pending)}
        title={t('pasteReplaceTitle')}
        body={
          pending && (
            <>
              <p>{t('pasteReplaceText', { count: pending.merge.replaced.length })}</p>
              <ul className="ps-3" data-testid="pedigree-paste-replaced">
                {pending.merge.replaced.map((place) => {
                  const now = placeValues(getValues(), place);
                  return (
                    <li key={place}>
                      {chain(place)}: {now.name || now.registration || t('unknown')}
                    </li>
                  );
                })}
              </ul>
              <p className="mb-0">{t('pasteReplaceNote')}</p>
            </>
          )
        }
        confirmLabel={t('pasteReplaceConfirm')}
        onCancel={() => settle(false)}
        onConfirm={async () => settle(true)}
      />

      <form
        noValidate
        onSubmit={save()}
        className="admin-form"
        aria-label={t('title', { name: dog.name })}
      >
        {(['s', 'd'] as const).map((place) => (
          <AncestorNode key={place} place={place} {...tree} />
        ))}
        {conflict && (
          <SaveConflict
            save={versioned}
            label={label}
            show={(path, fields) => shown(path, valueAt(fields, path))}
            busy={isSubmitting}
          />
        )}
        <div className="admin-actions">
          <BusyButton type="submit" disabled={isSubmitting} busy={isSubmitting}>
            {t('save')}
          </BusyButton>
          <PrefetchLink href={dogEditPath(dog)} className="btn btn-link">
            {t('cancel')}
          </PrefetchLink>
        </div>
      </form>
      {toastShown && <SavedToast show={saved} onClose={hideSaved} message={t('saved')} />}
    </div>
  );
}

interface NodeProps {
  place: string;
  control: Control<PedigreeFields, unknown, Body>;
  open: ReadonlySet<string>;
  toggle: (place: string, open: boolean) => void;
  step: (step: string) => string;
  chain: (place: string) => string;
  fieldLabel: (field: AncestorField) => string;
  kennel: KennelDogOption[];
  /** The kennel's breeding dogs by sex. */
  breeding: Record<'male' | 'female', KennelDogOption[]>;
  field: ReturnType<typeof useStoredFields<PedigreeFields>>['field'];
  onChooseDog: (path: string, dog: KennelDogOption | undefined) => void;
  onClear: (place: string) => void;
}

type FieldError = { message?: string; type: string } | undefined;

/**
 * One ancestor: its name on the fold, its fields and its parents inside. The fields are drawn
 * once the fold is first opened, then kept; the form holds every place's values all along. A
 * node draws again only when its own values or refusals change, or a fold opens or closes.
 */
const AncestorNode = memo(function AncestorNode(props: NodeProps) {
  const { place, control, open, toggle, step, chain } = props;
  const t = useTranslations('PedigreeEditor');
  const path = pathOf(place);
  const [name, registration, dogId] = useWatch({
    control,
    name: [`${path}.name`, `${path}.registration`, `${path}.dogId`] as FieldName[],
  }) as string[];
  // This place's refusals and those beneath it, for the badge and beside the fields.
  const { errors } = useFormState({ control, name: path as FieldName });
  const placeErrors = valueAt(errors, path) as Record<string, FieldError> | undefined;
  const isOpen = open.has(place);
  const [drawn, setDrawn] = useState(isOpen);
  if (isOpen && !drawn) setDrawn(true);
  const side = place.endsWith('s') ? 'sire' : 'dam';

  return (
    <details
      className={`pedigree-node pedigree-node--${side}`}
      open={isOpen}
      onToggle={(event) => toggle(place, event.currentTarget.open)}
      data-place={place}
    >
      <summary>
        <span className="pedigree-node__role">
          {place.length === 1 ? (
            step(place)
          ) : (
            <>
              {/* The whole line for screen readers; the fold's nesting shows it on screen. */}
              <span className="visually-hidden">{chain(place)}</span>
              <span aria-hidden="true">{step(place.slice(-1))}</span>
            </>
          )}
        </span>
        <span className={name ? 'pedigree-node__name' : 'text-body-secondary'}>
          {name || t('unknown')}
        </span>
        {registration && <span className="small text-body-secondary">{registration}</span>}
        {dogId && <span className="badge text-bg-secondary">{t('kennelDog')}</span>}
        {placeErrors && <span className="badge text-bg-danger">{t('hasErrors')}</span>}
      </summary>
      {drawn && (
        <PlaceFieldsView
          {...props}
          side={side}
          dogId={dogId ?? ''}
          errorOf={(f) => placeErrors?.[f]}
        />
      )}
      {place.length < MAX_GENERATIONS && (
        <div className="pedigree-node__parents">
          <AncestorNode {...props} place={`${place}s`} />
          <AncestorNode {...props} place={`${place}d`} />
        </div>
      )}
    </details>
  );
});

/** A place's own fields: name, number, colour, the kennel dog it is, and a way to clear it. */
function PlaceFieldsView({
  side,
  dogId,
  errorOf,
  ...node
}: NodeProps & { side: 'sire' | 'dam'; dogId: string; errorOf: (f: AncestorField) => FieldError }) {
  const { place, chain, fieldLabel, kennel, breeding, field, onChooseDog, onClear } = node;
  const t = useTranslations('PedigreeEditor');
  const errorText = useErrorText();
  const path = pathOf(place);
  const id = (f: AncestorField) => `pedigree-${place}-${f}`;
  const hidden = <span className="visually-hidden">{chain(place)}: </span>;
  const text = (name: 'name' | 'registration' | 'colour', extra: object = {}) => (
    <TextField
      id={id(name)}
      label={
        <>
          {hidden}
          {fieldLabel(name)}
        </>
      }
      autoComplete="off"
      error={errorOf(name) as never}
      className="col-12 col-sm-6"
      {...extra}
      {...field(`${path}.${name}` as FieldName)}
    />
  );
  const dogError = errorOf('dogId');
  const gender = side === 'sire' ? 'male' : 'female';
  // The kennel's breeding dogs of the place's sex, and the one linked, whatever it is now.
  const ofSex = breeding[gender];
  const choices =
    dogId && !ofSex.some((d) => String(d.id) === dogId)
      ? kennel.filter((d) => (d.kind === 'parent' && d.gender === gender) || String(d.id) === dogId)
      : ofSex;

  return (
    <div className="pedigree-node__fields row g-2">
      {text('name')}
      {text('registration', { spellCheck: false })}
      {text('colour')}
      <Form.Group controlId={id('dogId')} className="col-12 col-sm-6">
        <Form.Label>
          {hidden}
          {fieldLabel('dogId')}
        </Form.Label>
        <Form.Select
          isInvalid={Boolean(dogError)}
          aria-describedby={dogError ? `${id('dogId')}-error` : `${id('dogId')}-help`}
          {...field(`${path}.dogId` as FieldName, {
            onChange: (event: { target: { value: string } }) =>
              onChooseDog(
                path,
                kennel.find((d) => String(d.id) === event.target.value),
              ),
          })}
        >
          <option value="">{t('notKennelDog')}</option>
          {choices.map((d) => (
            <option key={d.id} value={d.id}>
              {d.registration ? `${d.name} (${d.registration})` : d.name}
            </option>
          ))}
        </Form.Select>
        {dogError ? (
          <Form.Control.Feedback type="invalid" id={`${id('dogId')}-error`}>
            {errorText(dogError.message)}
          </Form.Control.Feedback>
        ) : (
          <Form.Text id={`${id('dogId')}-help`} muted>
            {t('kennelDogHelp')}
          </Form.Text>
        )}
      </Form.Group>
      <div className="col-12">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => onClear(place)}
        >
          {t('clear')}
          <span className="visually-hidden"> {chain(place)}</span>
        </button>
      </div>
    </div>
  );
}
