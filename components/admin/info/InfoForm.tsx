'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from '@/lib/client/intl';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { SavedToast } from '@/components/admin/SavedToast';
import { TextField } from '@/components/admin/TextField';
import { BusyButton } from '@/components/ui/BusyButton';
import { apiFetch } from '@/lib/client/api';
import { applyServerErrors } from '@/lib/client/form-errors';
import { useUnsavedChangesWarning } from '@/lib/client/unsaved-changes';
import type { SiteInfo } from '@/lib/validation/responses';
import { siteInfoSchema, type SiteInfoInput } from '@/lib/validation/site-info';

const FIELDS = ['email', 'phone', 'phoneAt', 'fbUrl', 'instaUrl'] as const;
type InfoFields = Record<(typeof FIELDS)[number], string>;
// The schema's preprocess step types its input as `unknown`; the form's fields are plain strings.
const resolver = zodResolver(siteInfoSchema) as unknown as Resolver<
  InfoFields,
  unknown,
  SiteInfoInput
>;

const toFields = (info: SiteInfo): InfoFields =>
  Object.fromEntries(FIELDS.map((key) => [key, info[key] ?? ''])) as InfoFields;

/** `/admin`: the contact details every public page shows in its header, footer and contact page. */
export function InfoForm({ initial }: { initial: SiteInfo }) {
  const t = useTranslations('InfoForm');
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<InfoFields, unknown, SiteInfoInput>({
    resolver,
    defaultValues: toFields(initial),
  });
  useUnsavedChangesWarning(isDirty, t('unsavedChanges'));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const info = await apiFetch<SiteInfo>('/info', { method: 'PUT', body: values });
      reset(toFields(info));
      setSaved(true);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  const field = (name: (typeof FIELDS)[number], type: string, extra: object = {}) => (
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

  return (
    <div className="container py-4">
      <h1 className="h3 mb-2">{t('title')}</h1>
      <p className="text-body-secondary mb-4">{t('intro')}</p>
      <form noValidate onSubmit={onSubmit} className="admin-form">
        <div className="row">
          {field('email', 'email', { autoComplete: 'email', inputMode: 'email' })}
          {field('phone', 'tel', { autoComplete: 'tel', inputMode: 'tel' })}
          {field('phoneAt', 'tel', { inputMode: 'tel' })}
          {field('fbUrl', 'url', { inputMode: 'url', placeholder: 'https://' })}
          {field('instaUrl', 'url', { inputMode: 'url', placeholder: 'https://' })}
        </div>
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
