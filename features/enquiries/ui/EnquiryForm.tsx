'use client';

import { useTranslations } from '@/lib/client/intl';
import { useState, type FormEvent } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { showMessage } from '@/lib/client/alerts';
import { dropDraft, keepDraft } from '@/lib/client/drafts';
import { usePublicForm } from '@/lib/client/public-form';
import { ConsentCheck, ContactEmailField, SubmitButton } from '@/components/ui/ContactFields';
import { FormField as Field } from '@/components/ui/FormField';
import { ENQUIRY_FIELDS, ENQUIRY_LIMITS, type EnquiryField } from '@/features/enquiries/fields';
import { PHONE_INPUT_PATTERN } from '@/lib/validation/phone-input';
import { focusFirstError } from '@/components/ui/focus-first-error';
import { PublicForm, type PublicFormParts } from '@/components/ui/PublicForm';

interface EnquiryFormProps extends PublicFormParts {
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
}

type Errors = Partial<Record<EnquiryField, string>>;

/** The form's deferred code: the public forms' and the enquiry's checks and sending. */
const load = () => import('@/features/enquiries/client/on-submit');

/**
 * An enquiry about one dog, or a general one. With JavaScript: checked as typed, sent
 * as JSON, thanked in place. Without it the same form posts to the API, which sends the visitor
 * back to `#enquiry-sent` (or `#enquiry-failed`) on this page: CSS shows that part.
 * It is on every dog page, so it checks with the plain functions of enquiry-errors rather than
 * zod and a form library, which would weigh on each page's script budget; the server's schema
 * has the last word. Those checks and the code that sends it (features/enquiries/client/enquiry-send.ts) load
 * with the forms' other deferred code (`load`) when the visitor starts on the form (its signed
 * start) or sends it.
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
  const draftKey = `enquiry:${returnTo}`;
  // What the visitor typed before following a link away (the privacy notice) and coming Back.
  const state = usePublicForm({ draftKey, start, load });
  const { setSent, setBusy, startOfForm, again } = state;
  const [errors, setErrors] = useState<Errors>({});
  // After the first send, each field is checked again as it changes.
  const [submitted, setSubmitted] = useState(false);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    keepDraft(draftKey, form, load);
    const field = (event.target as HTMLInputElement).name as EnquiryField;
    if (!submitted || !ENQUIRY_FIELDS.includes(field)) return;
    void load().then(({ checkEnquiry }) => {
      const error = checkEnquiry(form)[field];
      setErrors((current) => ({ ...current, [field]: error }));
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    let client: Awaited<ReturnType<typeof load>>;
    try {
      client = await load();
    } catch {
      // The form's code could not be fetched: the connection is gone, and the text stays.
      showMessage({ type: 'danger', messages: ['networkError'] });
      return;
    }
    const found = client.checkEnquiry(form);
    const show = () => {
      setSubmitted(true);
      setErrors(found);
    };
    if (focusFirstError(form, ENQUIRY_FIELDS, found, show)) return;
    setBusy(true);
    try {
      const answer = await client.sendEnquiry(form, {
        dogId: dog?.id ?? null,
        locale,
        start: startOfForm,
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
    <PublicForm
      name="enquiry"
      state={state}
      heading={heading}
      thanks={t('sent')}
      afterSent={
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
      }
      action="/api/enquiries"
      onChange={onChange}
      onSubmit={onSubmit}
    >
      {fixed}
      <Field id="enquiry-name" label={t('name')} error={errors.name}>
        <input
          type="text"
          name="name"
          autoComplete="name"
          required
          maxLength={ENQUIRY_LIMITS.name}
        />
      </Field>
      <ContactEmailField id="enquiry-email" label={t('email')} error={errors.email} />
      <Field id="enquiry-phone" label={t('phone')} error={errors.phone}>
        <input
          type="tel"
          name="phone"
          autoComplete="tel"
          maxLength={ENQUIRY_LIMITS.phone}
          pattern={PHONE_INPUT_PATTERN}
        />
      </Field>
      <Field id="enquiry-message" label={t('message')} error={errors.message}>
        <textarea
          name="message"
          rows={5}
          required
          maxLength={ENQUIRY_LIMITS.message}
          defaultValue={dog ? t('messageDog', { name: dog.name }) : ''}
        />
      </Field>
      <ConsentCheck id="enquiry-consent" label={consent} error={errors.consent} />
      <SubmitButton busy={state.busy}>{t('submit')}</SubmitButton>
    </PublicForm>
  );
}
