'use client';

import { useTranslations } from '@/lib/client/intl';
import { useForm, type Resolver } from 'react-hook-form';
import { PutBackNotice } from '@/components/admin/PutBackNotice';
import { SaveConflict } from '@/components/admin/SaveConflict';
import { SavedToast } from '@/components/admin/SavedToast';
import { TextField } from '@/components/admin/TextField';
import { useVersionedSave } from '@/components/admin/useVersionedSave';
import { BusyButton } from '@/components/ui/BusyButton';
import { lazyZodResolver } from '@/lib/client/lazy-resolver';
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
  const form = useForm<InfoFields, unknown, SiteInfoInput>({
    resolver,
    defaultValues: toFields(initial),
  });
  const {
    formState: { errors, isSubmitting, isDirty },
  } = form;
  useUnsavedChangesWarning(isDirty, t('unsavedChanges'));
  const versioned = useVersionedSave({
    form,
    initial,
    toFields,
    paths: FIELDS,
    draftKey: 'info-draft:contact',
    address: '/info',
  });
  const { kept, save, saved, hideSaved, field: register } = versioned;

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
        <SaveConflict
          save={versioned}
          label={(name) => t(name as Field)}
          show={(name, fields) => shown(fields[name as Field])}
          busy={isSubmitting}
        />
        <div className="admin-actions">
          <BusyButton type="submit" disabled={isSubmitting} busy={isSubmitting}>
            {t('save')}
          </BusyButton>
        </div>
      </form>
      <SavedToast show={saved} onClose={hideSaved} message={t('saved')} />
    </div>
  );
}
