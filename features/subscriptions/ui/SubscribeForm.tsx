'use client';

import { useState, type FormEvent } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { showMessage } from '@/lib/client/alerts';
import { dropDraft, keepDraft } from '@/lib/client/drafts';
import { usePublicForm } from '@/lib/client/public-form';
import { useTranslations } from '@/lib/client/intl';
import { ConsentCheck, ContactEmailField, SubmitButton } from '@/components/ui/ContactFields';
import { focusFirstError } from '@/components/ui/focus-first-error';
import { PublicForm, type PublicFormParts } from '@/components/ui/PublicForm';
import type { SubscriptionInput } from '@/features/subscriptions/schema';
import {
  SUBSCRIPTION_FIELDS,
  subscriptionErrors,
  type SubscriptionField,
} from '@/features/subscriptions/fields';

/** The form's deferred code: the API client, the draft and the signed start. */
const load = () => import('@/lib/client/api-on-submit');

interface SubscribeFormProps extends PublicFormParts {
  locale: AppLocale;
  /** One litter's news; none: every litter's. */
  litter?: { id: number; mother: string };
  /** The page the form is on: where a post without JavaScript comes back to. */
  returnTo: string;
  /** The server's signed start from when the page was rendered (lib/server/enquiry-start.ts). */
  start: string;
}

type Errors = Partial<Record<SubscriptionField, string>>;

/**
 * "Tell me when puppies are born": an e-mail address and consent. Without JavaScript
 * it posts to the API, which sends the visitor back to `#subscribe-sent` (or `#subscribe-failed`)
 * on this page, shown by CSS; with it, it is sent as JSON and answered in place. The code that
 * sends it loads when the visitor starts on it.
 */
export function SubscribeForm({
  locale,
  litter,
  returnTo,
  start,
  heading,
  fixed,
  consent,
}: SubscribeFormProps) {
  const t = useTranslations('Subscribe');
  const draftKey = `subscribe:${returnTo}`;
  const state = usePublicForm({ draftKey, start, load });
  const { setSent, setBusy, startOfForm } = state;
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '');
    const found = subscriptionErrors({ email, consent: data.has('consent') });
    if (focusFirstError(form, SUBSCRIPTION_FIELDS, found, () => setErrors(found))) return;
    const body: SubscriptionInput = {
      email,
      locale,
      litterId: litter?.id ?? null,
      consent: true,
      website: String(data.get('website') ?? ''),
    };
    setBusy(true);
    let client: Awaited<ReturnType<typeof load>> | undefined;
    try {
      client = await load();
      body.start = await (await startOfForm()).toSend();
      await client.apiFetch('/subscriptions', { method: 'POST', body });
      dropDraft(draftKey);
      setSent(true);
    } catch (error) {
      if (!client) {
        showMessage({ type: 'danger', messages: ['networkError'] });
      } else if (error instanceof client.ApiRequestError && error.status === 429) {
        const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
        showMessage({ type: 'danger', messages: [t('throttled', { minutes })] });
      } else {
        client.applyServerErrors(
          error,
          (field: SubscriptionField, { message }) =>
            setErrors((current) => ({ ...current, [field]: message })),
          SUBSCRIPTION_FIELDS,
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicForm
      name="subscribe"
      state={state}
      heading={heading}
      thanks={t('sent')}
      action="/api/subscriptions"
      onChange={(event) => keepDraft(draftKey, event.currentTarget, load)}
      onSubmit={onSubmit}
    >
      {fixed}
      <ContactEmailField id="subscribe-email" label={t('email')} error={errors.email} />
      <ConsentCheck id="subscribe-consent" label={consent} error={errors.consent} />
      <SubmitButton busy={state.busy}>{t('submit')}</SubmitButton>
    </PublicForm>
  );
}
