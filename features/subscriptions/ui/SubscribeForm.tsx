'use client';

import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { AppLocale } from '@/i18n/routing';
import { showMessage } from '@/lib/client/alerts';
import { dropDraft, keepDraft } from '@/lib/client/drafts';
import { useErrorText } from '@/lib/client/error-text';
import { usePublicForm } from '@/lib/client/public-form';
import { useTranslations } from '@/lib/client/intl';
import { publicPaths } from '@/lib/public-paths.mjs';
import { ConsentCheck, FormField, SubmitButton } from '@/components/ui/FormField';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { EMAIL_MAX_LENGTH } from '@/lib/validation/patterns';
import type { SubscriptionInput } from '@/features/subscriptions/schema';
import {
  SUBSCRIPTION_FIELDS,
  subscriptionErrors,
  type SubscriptionField,
} from '@/features/subscriptions/fields';

interface SubscribeFormProps {
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
export function SubscribeForm({ locale, litter, returnTo, start }: SubscribeFormProps) {
  const t = useTranslations('Subscribe');
  const errorText = useErrorText();
  const draftKey = `subscribe:${returnTo}`;
  const { hydrated, sent, setSent, busy, setBusy, formRef, sentRef, startOfForm } = usePublicForm({
    draftKey,
    start,
  });
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '');
    const found = subscriptionErrors({ email, consent: data.has('consent') });
    flushSync(() => setErrors(found));
    const invalid = SUBSCRIPTION_FIELDS.find((field) => found[field]);
    if (invalid) {
      (form.elements.namedItem(invalid) as HTMLElement).focus();
      return;
    }
    const body: SubscriptionInput = {
      email,
      locale,
      litterId: litter?.id ?? null,
      consent: true,
      website: String(data.get('website') ?? ''),
    };
    setBusy(true);
    let client: typeof import('@/lib/client/api-on-submit') | undefined;
    try {
      client = await import('@/lib/client/api-on-submit');
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
    <section
      className={`subscribe${sent ? ' subscribe--sent' : ''}`}
      aria-labelledby="subscribe-title"
    >
      <h2 id="subscribe-title" className="h4">
        {litter ? t('titleLitter', { mother: litter.mother }) : t('title')}
      </h2>
      <p
        id="subscribe-sent"
        className="subscribe__notice alert alert-success"
        tabIndex={-1}
        ref={sentRef}
      >
        {t('sent')}
      </p>
      {!sent && (
        <form
          ref={formRef}
          method="post"
          action="/api/subscriptions"
          noValidate={hydrated}
          onFocus={() => void startOfForm()}
          onChange={(event) => keepDraft(draftKey, event.currentTarget)}
          onSubmit={onSubmit}
          className="subscribe__form"
        >
          <p id="subscribe-failed" className="subscribe__notice alert alert-danger" tabIndex={-1}>
            {t('failed')}
          </p>
          <p className="text-body-secondary">
            {litter ? t('introLitter', { mother: litter.mother }) : t('intro')}
          </p>
          <input type="hidden" name="returnTo" value={returnTo} />
          <input type="hidden" name="locale" value={locale} />
          {litter && <input type="hidden" name="litterId" value={litter.id} />}
          <input type="hidden" name="start" defaultValue={start} />
          <div className="enquiry__trap" aria-hidden="true">
            <label htmlFor="subscribe-website">{t('honeypot')}</label>
            <input
              id="subscribe-website"
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <FormField
            id="subscribe-email"
            label={t('email')}
            error={errors.email}
            errorText={errorText}
          >
            <input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              required
              maxLength={EMAIL_MAX_LENGTH}
            />
          </FormField>
          <ConsentCheck
            id="subscribe-consent"
            label={t.rich('consent', {
              link: (chunks) => <PrefetchLink href={publicPaths.privacy}>{chunks}</PrefetchLink>,
            })}
            error={errors.consent}
            errorText={errorText}
          />
          <SubmitButton busy={busy}>{t('submit')}</SubmitButton>
        </form>
      )}
    </section>
  );
}
