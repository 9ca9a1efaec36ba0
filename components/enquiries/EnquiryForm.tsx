'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { cloneElement, useEffect, useRef, useState, type ReactElement } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import type { AppLocale } from '@/i18n/routing';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { applyServerErrors, useErrorText } from '@/lib/client/form-errors';
import { useHydrated } from '@/lib/client/hooks';
import { publicPaths } from '@/lib/paths.mjs';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import {
  ENQUIRY_LIMITS,
  enquirySchema,
  PHONE_INPUT_PATTERN,
  type EnquiryInput,
} from '@/lib/validation/enquiry';

interface EnquiryFormProps {
  locale: AppLocale;
  /** The dog asked about; none on the contact page. */
  dog?: { id: number; name: string; reserved: boolean };
  /** The page the form is on: where a post without JavaScript comes back to. */
  returnTo: string;
  /** When the page was rendered: the fill time of a form sent before the script ran. */
  renderedAt: number;
}

const FIELDS = ['name', 'email', 'phone', 'message', 'consent'] as const;

/**
 * An enquiry about one dog, or a general one (issue 19). With JavaScript: checked as typed, sent
 * as JSON, thanked in place. Without it the same form posts to the API, which sends the visitor
 * back to `#enquiry-sent` (or `#enquiry-failed`) on this page: CSS shows that part.
 */
export function EnquiryForm({ locale, dog, returnTo, renderedAt }: EnquiryFormProps) {
  const t = useTranslations('EnquiryForm');
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const defaultValues = {
    dogId: dog?.id ?? null,
    name: '',
    email: '',
    phone: '',
    message: dog ? t('messageDog', { name: dog.name }) : '',
    locale,
    consent: false as unknown as true,
    website: '',
    startedAt: renderedAt,
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryInput>({ resolver: zodResolver(enquirySchema), defaultValues });

  // The fill time counts from when the visitor could first type.
  useEffect(() => setValue('startedAt', Date.now()), [setValue]);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiFetch('/enquiries', { method: 'POST', body: values });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 429) {
        const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
        showMessage({ type: 'danger', messages: [t('throttled', { minutes })] });
      } else {
        applyServerErrors(error, setError, FIELDS);
      }
      return;
    }
    setSent(true);
  });

  const title = dog
    ? t(dog.reserved ? 'titleWaitingList' : 'titleDog', { name: dog.name })
    : t('titleGeneral');

  return (
    <section className={`enquiry${sent ? ' enquiry--sent' : ''}`} aria-labelledby="enquiry-title">
      <h2 id="enquiry-title" className="h4">
        {title}
      </h2>
      <p
        id="enquiry-sent"
        className="enquiry__notice alert alert-success"
        tabIndex={-1}
        ref={sentRef}
      >
        {t('sent')}
      </p>
      {sent ? (
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => {
            reset({ ...defaultValues, startedAt: Date.now() });
            setSent(false);
          }}
        >
          {t('another')}
        </button>
      ) : (
        <form
          method="post"
          action="/api/enquiries"
          noValidate={hydrated}
          onSubmit={onSubmit}
          className="enquiry__form"
        >
          <p id="enquiry-failed" className="enquiry__notice alert alert-danger" tabIndex={-1}>
            {t('failed')}
          </p>
          <p className="text-body-secondary">{t('intro')}</p>
          <input type="hidden" name="returnTo" value={returnTo} />
          {/* The values are in the HTML too, for a form sent before (or without) the script. */}
          <input type="hidden" defaultValue={locale} {...register('locale')} />
          {dog && (
            <input
              type="hidden"
              defaultValue={dog.id}
              {...register('dogId', { valueAsNumber: true })}
            />
          )}
          <input
            type="hidden"
            defaultValue={renderedAt}
            {...register('startedAt', { valueAsNumber: true })}
          />
          <div className="enquiry__trap" aria-hidden="true">
            <label htmlFor="enquiry-website">{t('honeypot')}</label>
            <input
              id="enquiry-website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              {...register('website')}
            />
          </div>
          <Field id="enquiry-name" label={t('name')} error={errors.name} errorText={errorText}>
            <input
              type="text"
              autoComplete="name"
              required
              maxLength={ENQUIRY_LIMITS.name}
              {...register('name')}
            />
          </Field>
          <Field id="enquiry-email" label={t('email')} error={errors.email} errorText={errorText}>
            <input
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              required
              maxLength={254}
              {...register('email')}
            />
          </Field>
          <Field
            id="enquiry-phone"
            label={t('phone')}
            error={errors.phone as FieldError | undefined}
            errorText={errorText}
          >
            <input
              type="tel"
              autoComplete="tel"
              maxLength={ENQUIRY_LIMITS.phone}
              pattern={PHONE_INPUT_PATTERN}
              {...register('phone')}
            />
          </Field>
          <Field
            id="enquiry-message"
            label={t('message')}
            error={errors.message}
            errorText={errorText}
          >
            <textarea
              rows={5}
              required
              maxLength={ENQUIRY_LIMITS.message}
              defaultValue={defaultValues.message}
              {...register('message')}
            />
          </Field>
          <div className="form-check mb-3">
            <input
              id="enquiry-consent"
              type="checkbox"
              className={`form-check-input${errors.consent ? ' is-invalid' : ''}`}
              required
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'enquiry-consent-error' : undefined}
              {...register('consent')}
            />
            <label htmlFor="enquiry-consent" className="form-check-label">
              {t.rich('consent', {
                link: (chunks) => <PrefetchLink href={publicPaths.privacy}>{chunks}</PrefetchLink>,
              })}
            </label>
            {errors.consent && (
              <div id="enquiry-consent-error" className="invalid-feedback">
                {errorText(errors.consent.message)}
              </div>
            )}
          </div>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {t('submit')}
          </button>
        </form>
      )}
    </section>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error?: FieldError;
  errorText: (key: string | undefined) => string | undefined;
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control with its translated error tied to it for screen readers. */
function Field({ id, label, error, errorText, children }: FieldProps) {
  const control = {
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {cloneElement(children, control)}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {errorText(error.message)}
        </div>
      )}
    </div>
  );
}
