'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/ui/BusyButton';
import { routing, type AppLocale } from '@/i18n/routing';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch } from '@/lib/client/api';
import { useErrorText } from '@/lib/client/error-text';
import { applyServerErrors } from '@/lib/client/form-errors';
import { useTranslations } from '@/lib/client/intl';
import { storeLocale } from '@/lib/client/preferences';
import { useStoredFields } from '@/lib/client/stored-fields';
import { TitledSection } from '@/components/admin/TitledSection';

const FIELDS = ['locale'] as const;

/**
 * The admin's own language (SPEC §13): the admin screens and every mail to the kennel use it,
 * whatever the buyer's language. Saved on the account; the screen then renders in it.
 */
export function LanguageForm({ current }: { current: AppLocale }) {
  const t = useTranslations('AccountLanguage');
  const tLocales = useTranslations('Locales');
  const errorText = useErrorText();
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const form = useForm<{ locale: AppLocale }>({ defaultValues: { locale: current } });
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const { field: register } = useStoredFields(form);

  const onSubmit = handleSubmit(async ({ locale }) => {
    try {
      await apiFetch('/auth/user', { method: 'PATCH', body: { locale } });
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      return;
    }
    // The public pages follow along in this browser, as the header's switch would.
    storeLocale(locale);
    showMessage({ type: 'success', messages: [t('saved')] });
    startRefresh(() => router.refresh());
  });

  const busy = isSubmitting || refreshing;
  return (
    <TitledSection id="account-language" className="mb-5" title={t('title')}>
      <p className="text-body-secondary">{t('intro')}</p>
      <form noValidate onSubmit={onSubmit} className="admin-narrow-form">
        <Form.Group controlId="account-locale" className="mb-3">
          <Form.Label>{t('label')}</Form.Label>
          <Form.Select
            // The stored choice in the server's HTML too, before the form's script runs.
            defaultValue={current}
            isInvalid={Boolean(errors.locale)}
            aria-invalid={errors.locale ? true : undefined}
            aria-describedby={errors.locale ? 'account-locale-error' : undefined}
            {...register('locale')}
          >
            {routing.locales.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {tLocales(locale)}
              </option>
            ))}
          </Form.Select>
          {errors.locale && (
            <Form.Control.Feedback type="invalid" id="account-locale-error">
              {errorText(errors.locale.message)}
            </Form.Control.Feedback>
          )}
        </Form.Group>
        <BusyButton type="submit" disabled={busy} busy={busy}>
          {t('submit')}
        </BusyButton>
      </form>
    </TitledSection>
  );
}
