'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { TextField } from '@/components/admin/TextField';
import { BusyButton } from '@/components/ui/BusyButton';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { routing } from '@/i18n/routing';
import { showMessage } from '@/lib/client/alerts';
import { KEYS } from '@/lib/client/api';
import { SaveConflict } from '@/components/admin/SaveConflict';
import { useVersionedSave } from '@/components/admin/useVersionedSave';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
import { lazyZodResolver } from '@/lib/client/lazy-resolver';
import { useUnsavedChangesWarning } from '@/lib/client/unsaved-changes';
import { adminPaths } from '@/lib/paths.mjs';
import { MIN_BIRTHDAY } from '@/features/dogs/fields';
import { isLitterNewsEvent, LITTER_STATUSES } from '@/lib/selling';
import type { LitterCreateInput } from '@/features/litters/schema';
import type { Litter } from '@/lib/validation/responses';
import { CountFields } from './CountFields';
import { MailNotice } from './MailNotice';
import {
  COMPARED,
  FIELDS,
  toFields,
  toId,
  type LitterFields,
  type ParentOption,
} from './litter-fields';
import { useLitterFieldText } from './useLitterConflict';
import { useLitterName } from '@/features/dogs/ui/admin/useLitterName';

const today = () => new Date().toISOString().slice(0, 10);

/** `/admin/litters/add` and the edit screen: every field of a litter. */
export function LitterForm({ litter, parents }: { litter?: Litter; parents: ParentOption[] }) {
  const t = useTranslations('LitterAdmin');
  const tLitters = useTranslations('Litters');
  const errorText = useErrorText();
  const router = useRouter();
  const name = useLitterName();
  const [next, setNext] = useState<'back' | 'stay'>('back');
  const form = useForm<LitterFields, unknown, LitterCreateInput>({
    resolver: lazyZodResolver(() => import('./litter-schema').then((m) => m.litterFormSchema)),
    defaultValues: toFields(litter),
  });
  const {
    handleSubmit,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const sire = useWatch({ control, name: 'sire' });
  useUnsavedChangesWarning(isDirty, t('unsavedChanges'));
  const [askConfirm, setAskConfirm] = useState(false);
  const versioned = useVersionedSave({
    form,
    initial: litter,
    toFields,
    paths: COMPARED,
    refusable: FIELDS,
    address: { list: KEYS.litters, item: KEYS.litter, cached: true },
    // The server asks for the breeder's word: the box stays until the litter is saved.
    onRefused: (field) => field === 'confirmAffectedOffspring' && setAskConfirm(true),
    resubmit: (theirs) => void save(next, theirs)(),
    idPrefix: 'litter',
  });
  const { known, field: register, choice, input } = versioned;
  const conflictText = useLitterFieldText(parents);

  const send = async (values: LitterCreateInput, after: 'back' | 'stay', basedOn = known) => {
    const saved = await versioned.send(values, basedOn);
    if (!saved) return;
    setAskConfirm(false);
    showMessage({ type: 'success', messages: [t('saved', { name: name(saved) })] });
    if (!litter) router.push(adminPaths.editLitter(saved.id));
    else if (after === 'back') router.push(adminPaths.litters);
  };

  // A save that moves the status on to news for subscribers asks first, saying who is mailed.
  const [asking, setAsking] = useState<Parameters<typeof send> | null>(null);
  const save = (after: 'back' | 'stay', basedOn = known) =>
    handleSubmit(async (values) => {
      setNext(after);
      const mails = isLitterNewsEvent(values.status) && values.status !== known?.status;
      if (mails) setAsking([values, after, basedOn]);
      else await send(values, after, basedOn);
    });
  const askedEvent = asking && isLitterNewsEvent(asking[0].status) ? asking[0].status : null;

  const mothers = parents.filter((p) => p.gender === 'female');
  const fathers = parents.filter((p) => p.gender === 'male');
  const label = (p: ParentOption) => (p.registration ? `${p.name} (${p.registration})` : p.name);

  return (
    <form noValidate onSubmit={save('back')} className="admin-form" data-testid="litter-form">
      {mothers.length === 0 && <p className="alert alert-warning">{t('noParents')}</p>}
      <div className="row">
        <Form.Group controlId="litter-motherId" className="mb-3 col-md-6">
          <Form.Label>{t('mother')}</Form.Label>
          <Form.Select
            isInvalid={Boolean(errors.motherId)}
            aria-describedby={errors.motherId ? 'litter-motherId-error' : undefined}
            {...register('motherId', { setValueAs: toId })}
          >
            <option value="">{t('choose')}</option>
            {mothers.map((p) => (
              <option key={p.id} value={p.id}>
                {label(p)}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid" id="litter-motherId-error">
            {errorText(errors.motherId?.message)}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId="litter-status" className="mb-3 col-md-6">
          <Form.Label>{t('status')}</Form.Label>
          <Form.Select isInvalid={Boolean(errors.status)} {...register('status')}>
            {LITTER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tLitters('status', { status })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <fieldset className="mb-3 col-12">
          <legend className="form-label fs-6 mb-2">{t('sire')}</legend>
          {(['kennel', 'outside', 'none'] as const).map((kind) => (
            <Form.Check
              key={kind}
              type="radio"
              id={`litter-sire-${kind}`}
              label={t(
                kind === 'kennel' ? 'sireKennel' : kind === 'outside' ? 'sireOutside' : 'sireNone',
              )}
              {...choice('sire', kind)}
            />
          ))}
        </fieldset>
        {sire === 'kennel' && (
          <Form.Group controlId="litter-fatherId" className="mb-3 col-md-6">
            <Form.Label>{t('father')}</Form.Label>
            <Form.Select
              isInvalid={Boolean(errors.fatherId)}
              aria-describedby={errors.fatherId ? 'litter-fatherId-error' : undefined}
              {...register('fatherId', { setValueAs: toId })}
            >
              <option value="">{t('choose')}</option>
              {fathers.map((p) => (
                <option key={p.id} value={p.id}>
                  {label(p)}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid" id="litter-fatherId-error">
              {errorText(errors.fatherId?.message)}
            </Form.Control.Feedback>
          </Form.Group>
        )}
        {sire === 'outside' && (
          <>
            {(['name', 'registration'] as const).map((part) => (
              <TextField
                key={part}
                label={t(part === 'name' ? 'outsideSireName' : 'outsideSireRegistration')}
                autoComplete="off"
                className="mb-3 col-md-6"
                {...input(`outsideSire.${part}`)}
              />
            ))}
          </>
        )}
        {askConfirm && (
          <div className="mb-3 col-12">
            <Form.Check
              type="checkbox"
              id="litter-confirmAffectedOffspring"
              label={t('confirmAffectedOffspring')}
              isInvalid={Boolean(errors.confirmAffectedOffspring)}
              aria-describedby={
                errors.confirmAffectedOffspring
                  ? 'litter-confirmAffectedOffspring-error'
                  : undefined
              }
              {...register('confirmAffectedOffspring')}
            />
            {errors.confirmAffectedOffspring && (
              <div className="invalid-feedback d-block" id="litter-confirmAffectedOffspring-error">
                {errorText(errors.confirmAffectedOffspring.message)}
              </div>
            )}
          </div>
        )}
        {(['matedAt', 'ovulationAt', 'expectedAt', 'bornAt'] as const).map((field) => (
          <TextField
            key={field}
            label={t(field)}
            type="date"
            min={MIN_BIRTHDAY}
            max={field === 'expectedAt' ? undefined : today()}
            help={field === 'expectedAt' ? t('expectedAtHelp') : undefined}
            className="mb-3 col-sm-6 col-lg-3"
            {...input(field)}
          />
        ))}
      </div>
      {(['expected', 'born'] as const).map((group) => (
        <CountFields
          key={group}
          group={group}
          input={input}
          errors={errors[group]}
          stored={litter?.[group].colors}
        />
      ))}

      <h2 className="h5 mt-2">{t('note')}</h2>
      <p className="small text-body-secondary">{t('noteHelp')}</p>
      {routing.locales.map((locale) => (
        <TextField
          key={locale}
          label={t('noteIn', { locale })}
          as="textarea"
          rows={3}
          lang={locale}
          {...input(`note.${locale}`)}
        />
      ))}

      <SaveConflict save={versioned} {...conflictText} busy={isSubmitting} />

      {askedEvent && (
        <ConfirmDialog
          show
          title={t('statusTitle', {
            name: known ? name(known) : t('addTitle'),
            status: tLitters('status', { status: askedEvent }),
          })}
          body={
            <MailNotice
              count={known ? (known.mailAudience?.[askedEvent] ?? 0) : null}
              event={askedEvent}
            />
          }
          confirmLabel={
            known ? t('statusConfirm', { count: known.mailAudience?.[askedEvent] ?? 0 }) : t('save')
          }
          confirmVariant="primary"
          onCancel={() => setAsking(null)}
          onConfirm={async () => {
            await send(...asking!);
            setAsking(null);
          }}
        />
      )}

      <div className="admin-actions">
        <BusyButton type="submit" disabled={isSubmitting} busy={isSubmitting && next === 'back'}>
          {litter ? t('save') : t('saveAndPhotos')}
        </BusyButton>
        <PrefetchLink href={adminPaths.litters} className="btn btn-link">
          {t('cancel')}
        </PrefetchLink>
      </div>
    </form>
  );
}
