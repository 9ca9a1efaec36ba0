'use client';

import { useTranslations } from '@/lib/client/intl';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ConflictPanel } from '@/components/admin/ConflictPanel';
import { PutBackNotice } from '@/components/admin/PutBackNotice';
import { SavedToast } from '@/components/admin/SavedToast';
import { TextField } from '@/components/admin/TextField';
import { useKeptForm } from '@/components/admin/useKeptForm';
import { BusyButton } from '@/components/ui/BusyButton';
import { apiFetch } from '@/lib/client/api';
import { conflictOf, mergeEdits } from '@/lib/client/edit-merge';
import { applyServerErrors } from '@/lib/client/form-errors';
import { lazyZodResolver } from '@/lib/client/lazy-resolver';
import { useStoredFields } from '@/lib/client/stored-fields';
import { useUnsavedChangesWarning } from '@/lib/client/unsaved-changes';
import type { SiteInfo } from '@/lib/validation/responses';
import type { SiteInfoInput } from '@/features/site/schema';

const FIELDS = ['email', 'phone', 'phoneAt', 'fbUrl', 'instaUrl'] as const;
type Field = (typeof FIELDS)[number];
type InfoFields = Record<Field, string>;
// The schema's preprocess step types its input as `unknown`; the form's fields are plain strings.
const resolver: Resolver<InfoFields, unknown, SiteInfoInput> = lazyZodResolver(() =>
  import('@/features/site/schema').then((m) => m.siteInfoSchema),
);

const toFields = (info: SiteInfo): InfoFields =>
  Object.fromEntries(FIELDS.map((key) => [key, info[key] ?? ''])) as InfoFields;

/** `/admin`: the contact details every public page shows in its header, footer and contact page. */
export function InfoForm({ initial }: { initial: SiteInfo }) {
  const t = useTranslations('InfoForm');
  const tConflict = useTranslations('EditConflict');
  const [saved, setSaved] = useState(false);
  // The stored info this form's changes are based on: its version goes with every save.
  const [known, setKnown] = useState(initial);
  const [conflict, setConflict] = useState<{ theirs: SiteInfo; adopt: Field[]; clash: Field[] }>();
  const form = useForm<InfoFields, unknown, SiteInfoInput>({
    resolver,
    defaultValues: toFields(initial),
  });
  const {
    handleSubmit,
    reset,
    setError,
    getValues,
    setValue,
    setFocus,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const { field: register } = useStoredFields(form);
  useUnsavedChangesWarning(isDirty, t('unsavedChanges'));

  /**
   * Someone else saved first (or the info changed since this browser kept a draft): take their
   * other changes in, keep what was typed here.
   */
  const beginConflict = (theirs: SiteInfo, base = toFields(known)) => {
    const { adopt, clash } = mergeEdits(base, toFields(theirs), getValues(), FIELDS) as {
      adopt: Field[];
      clash: Field[];
    };
    for (const field of adopt) setValue(field, theirs[field] ?? '', { shouldDirty: true });
    setConflict({ theirs, adopt, clash });
  };

  const kept = useKeptForm({
    key: 'info-draft:contact',
    form,
    version: known.version,
    base: toFields(known),
    onStale: (base) => beginConflict(initial, base),
  });

  /** Saves the form; `basedOn` overrides `known`. */
  const save = (basedOn = known) =>
    handleSubmit(async (values) => {
      try {
        const info = await apiFetch<SiteInfo>('/info', {
          method: 'PUT',
          body: { ...values, version: basedOn.version },
        });
        setKnown(info);
        setConflict(undefined);
        reset(toFields(info));
        setSaved(true);
      } catch (error) {
        const theirs = conflictOf<SiteInfo>(error);
        if (theirs) beginConflict(theirs);
        else {
          const refused = applyServerErrors(error, setError, FIELDS);
          if (refused) setFocus(refused as Field);
        }
      }
    });

  const field = (name: Field, type: string, extra: object = {}) => (
    <TextField
      id={`info-${name}`}
      label={t(name)}
      type={type}
      help={t(`${name}Help`)}
      error={errors[name]}
      className="mb-3 col-md-6"
      {...extra}
      {...register(name)}
    />
  );

  const shown = (value: string | null | undefined) => value || <em>{tConflict('empty')}</em>;

  return (
    <div className="container py-4">
      <h1 id="site-info" className="h3 mb-2">
        {t('title')}
      </h1>
      <p className="text-body-secondary mb-4">{t('intro')}</p>
      {kept.putBack && <PutBackNotice onDiscard={kept.discard} />}
      <form noValidate onSubmit={save()} className="admin-form">
        <div className="row">
          {field('email', 'email', { autoComplete: 'email', inputMode: 'email' })}
          {field('phone', 'tel', { autoComplete: 'tel', inputMode: 'tel' })}
          {field('phoneAt', 'tel', { inputMode: 'tel' })}
          {field('fbUrl', 'url', { inputMode: 'url', placeholder: 'https://' })}
          {field('instaUrl', 'url', { inputMode: 'url', placeholder: 'https://' })}
        </div>
        {conflict && (
          <ConflictPanel
            adopted={conflict.adopt.map((name) => t(name))}
            clashes={conflict.clash.map((name) => ({
              path: name,
              label: t(name),
              theirs: shown(conflict.theirs[name]),
              mine: shown(getValues(name)),
            }))}
            onKeepMine={() => {
              setKnown(conflict.theirs);
              void save(conflict.theirs)();
            }}
            onTakeTheirs={() => {
              setKnown(conflict.theirs);
              reset(toFields(conflict.theirs));
              setConflict(undefined);
            }}
            busy={isSubmitting}
          />
        )}
        <div className="admin-actions">
          <BusyButton type="submit" disabled={isSubmitting} busy={isSubmitting}>
            {t('save')}
          </BusyButton>
        </div>
      </form>
      <SavedToast show={saved} onClose={() => setSaved(false)} message={t('saved')} />
    </div>
  );
}
