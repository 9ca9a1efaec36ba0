'use client';

import { useTranslations } from '@/lib/client/intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { AppLocale } from '@/i18n/routing';
import { showMessage } from '@/lib/client/alerts';
import { dropDraft, keepDraft } from '@/lib/client/drafts';
import { useErrorText } from '@/lib/client/error-text';
import { usePublicForm } from '@/lib/client/public-form';
import { ConsentCheck, FormField as Field, SubmitButton } from '@/components/ui/FormField';
import {
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  PHONE_INPUT_PATTERN,
  type EnquiryField,
} from '@/features/enquiries/fields';

interface EnquiryFormProps {
  locale: AppLocale;
  /** The dog asked about; none on the contact page. */
  dog?: { id: number; name: string; reserved: boolean };
  /** The page the form is on: where a post without JavaScript comes back to. */
  returnTo: string;
  /**
   * The server's signed start, from when the page was rendered: the fill time of a form sent
   * before the script ran, or without it ('' if the page was built without the key).
   */
  start: string;
  /** What the server draws (EnquirySection): the heading, */
  heading: ReactNode;
  /** the form's fixed part (the notice of a failed post, its intro, hidden fields), */
  fixed: ReactNode;
  /** and the consent box's label, with its link to the privacy notice. */
  consent: ReactNode;
}

type Errors = Partial<Record<EnquiryField, string>>;

/**
 * An enquiry about one dog, or a general one. With JavaScript: checked as typed, sent
 * as JSON, thanked in place. Without it the same form posts to the API, which sends the visitor
 * back to `#enquiry-sent` (or `#enquiry-failed`) on this page: CSS shows that part.
 * It is on every dog page, so it checks with the plain functions of enquiry-errors rather than
 * zod and a form library, which would weigh on each page's script budget; the server's schema
 * has the last word. Those checks and the code that sends it (features/enquiries/client/enquiry-send.ts) load
 * when the visitor starts on the form (its signed start) or sends it.
 */
export function EnquiryForm({
  locale,
  dog,
  returnTo,
  start,
  heading,
  fixed,
  consent,
}: EnquiryFormProps) {
  const t = useTranslations('EnquiryForm');
  const errorText = useErrorText();
  const draftKey = `enquiry:${returnTo}`;
  // What the visitor typed before following a link away (the privacy notice) and coming Back.
  const { hydrated, sent, setSent, busy, setBusy, formRef, sentRef, startOfForm, again } =
    usePublicForm({ draftKey, start });
  const [errors, setErrors] = useState<Errors>({});
  // After the first send, each field is checked again as it changes.
  const [submitted, setSubmitted] = useState(false);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    keepDraft(draftKey, form);
    const field = (event.target as HTMLInputElement).name as EnquiryField;
    if (!submitted || !ENQUIRY_FIELDS.includes(field)) return;
    void import('@/lib/client/api-on-submit').then(({ checkEnquiry }) => {
      const error = checkEnquiry(form)[field];
      setErrors((current) => ({ ...current, [field]: error }));
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    let client: typeof import('@/lib/client/api-on-submit');
    try {
      client = await import('@/lib/client/api-on-submit');
    } catch {
      // The form's code could not be fetched: the connection is gone, and the text stays.
      showMessage({ type: 'danger', messages: ['networkError'] });
      return;
    }
    const found = client.checkEnquiry(form);
    // Rendered before the focus moves, so that a screen reader reads the field with its error.
    flushSync(() => {
      setSubmitted(true);
      setErrors(found);
    });
    const invalid = ENQUIRY_FIELDS.find((field) => found[field]);
    if (invalid) {
      (form.elements.namedItem(invalid) as HTMLElement).focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await client.sendEnquiry(form, {
        dogId: dog?.id ?? null,
        locale,
        start: async () => (await startOfForm()).toSend(),
      });
      if ('sent' in answer) {
        dropDraft(draftKey);
        setSent(true);
      } else if ('retryMinutes' in answer) {
        showMessage({
          type: 'danger',
          messages: [t('throttled', { minutes: answer.retryMinutes })],
        });
      } else {
        setErrors((current) => ({ ...current, ...answer.errors }));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`enquiry${sent ? ' enquiry--sent' : ''}`} aria-labelledby="enquiry-title">
      {heading}
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
            setSubmitted(false);
            again();
          }}
        >
          {t('another')}
        </button>
      ) : (
        <form
          ref={formRef}
          method="post"
          action="/api/enquiries"
          noValidate={hydrated}
          onFocus={() => void startOfForm()}
          onChange={onChange}
          onSubmit={onSubmit}
          className="enquiry__form"
        >
          {fixed}
          <Field id="enquiry-name" label={t('name')} error={errors.name} errorText={errorText}>
            <input
              type="text"
              name="name"
              autoComplete="name"
              required
              maxLength={ENQUIRY_LIMITS.name}
            />
          </Field>
          <Field id="enquiry-email" label={t('email')} error={errors.email} errorText={errorText}>
            <input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              required
              maxLength={ENQUIRY_LIMITS.email}
            />
          </Field>
          <Field id="enquiry-phone" label={t('phone')} error={errors.phone} errorText={errorText}>
            <input
              type="tel"
              name="phone"
              autoComplete="tel"
              maxLength={ENQUIRY_LIMITS.phone}
              pattern={PHONE_INPUT_PATTERN}
            />
          </Field>
          <Field
            id="enquiry-message"
            label={t('message')}
            error={errors.message}
            errorText={errorText}
          >
            <textarea
              name="message"
              rows={5}
              required
              maxLength={ENQUIRY_LIMITS.message}
              defaultValue={dog ? t('messageDog', { name: dog.name }) : ''}
            />
          </Field>
          <ConsentCheck
            id="enquiry-consent"
            label={consent}
            error={errors.consent}
            errorText={errorText}
          />
          <SubmitButton busy={busy}>{t('submit')}</SubmitButton>
        </form>
      )}
    </section>
  );
}
