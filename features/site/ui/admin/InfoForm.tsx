'use client';

import { useTranslations } from '@/lib/client/intl';
import type { Resolver } from 'react-hook-form';
import { PutBackNotice } from '@/components/admin/PutBackNotice';
import { SaveActions } from '@/components/admin/SaveConflict';
import { SavedToast } from '@/components/admin/SavedToast';
import { TextField } from '@/components/admin/TextField';
import { useVersionedForm } from '@/components/admin/useVersionedForm';
import { lazyZodResolver } from '@/lib/client/lazy-resolver';
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
  const { form, versioned } = useVersionedForm(
    { resolver, unsavedChanges: t('unsavedChanges') },
    { initial, toFields, paths: FIELDS, draftKey: 'info-draft:contact', address: '/info' },
  );
  const {
    formState: { errors, isSubmitting },
  } = form;
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
  const conflictText = {
    label: (name: string) => t(name as Field),
    show: (name: string, fields: InfoFields) => shown(fields[name as Field]),
  };

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
        <SaveActions save={versioned} {...conflictText} busy={isSubmitting}>
          {t('save')}
        </SaveActions>
      </form>
      <SavedToast show={saved} onClose={hideSaved} message={t('saved')} />
    </div>
  );
}
