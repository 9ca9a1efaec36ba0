'use client';

import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { showMessage } from '@/lib/client/alerts';
import { dropDraft, keepDraft } from '@/lib/client/drafts';
import { useErrorText } from '@/lib/client/error-text';
import { usePublicForm } from '@/lib/client/public-form';
import { ResendLinkForm } from './ResendLinkForm';

/** The form's deferred code: the API client, the draft and the signed start. */
const load = () => import('@/lib/client/api-on-submit');

interface ApplyFormProps {
  /** The server's signed start from when the page was rendered. */
  start: string;
  /** The page shows what was typed before a refused post: no draft of the tab's replaces it. */
  serverDraft: boolean;
  /** The thank-you part, shown in place of the form once the application is in. */
  thanks: ReactNode;
  /** Said in the thank-you part when the mail budget held the private link back. */
  held: ReactNode;
  resendLabel: string;
  /** The fields, rendered by the server (features/applications/ui/ApplicationFields.tsx). */
  children: ReactNode;
}

const DRAFT_KEY = 'application';

/**
 * The application form. Without JavaScript it posts to the API, which answers with
 * 303: to `#apply-sent`, or back to the form with what was typed and each error. With it, the
 * form keeps its draft in the tab, sends JSON, shows the server's errors beside the fields and
 * the thank-you part in place. The fields are the server's: this adds only the behaviour, and the
 * code that sends (the API client, the draft, the signed start) loads when the visitor starts.
 */
export function ApplyForm({
  start,
  serverDraft,
  thanks,
  held,
  resendLabel,
  children,
}: ApplyFormProps) {
  const errorText = useErrorText();
  const { hydrated, sent, setSent, busy, setBusy, formRef, startOfForm } = usePublicForm({
    draftKey: DRAFT_KEY,
    start,
    load,
    putBack: !serverDraft,
  });
  const [heldTicket, setHeldTicket] = useState<string | null>(null);
  // The thanks is the page's own section, outside this form.
  useEffect(() => {
    if (sent) document.getElementById('apply-sent')?.focus();
  }, [sent]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    let client: Awaited<ReturnType<typeof load>> | undefined;
    try {
      const [loaded, errors] = await Promise.all([
        load(),
        import('@/features/applications/client/apply-errors'),
      ]);
      client = loaded;
      const body = errors.applicationBody(form);
      body.start = await (await startOfForm()).toSend();
      const created = await client.apiFetch<{ id: number; resend?: string }>('/applications', {
        method: 'POST',
        body,
      });
      errors.showFieldErrors(form, []);
      dropDraft(DRAFT_KEY);
      setHeldTicket(created.resend ?? null);
      setSent(true);
    } catch (error) {
      if (!client) {
        showMessage({ type: 'danger', messages: ['networkError'] });
      } else if (error instanceof client.ApiRequestError && error.status === 429) {
        showMessage({ type: 'danger', messages: [errorText('tooManyApplications')!] });
      } else if (error instanceof client.ApiRequestError && error.errors.length > 0) {
        const { showFieldErrors } = await import('@/features/applications/client/apply-errors');
        const first = showFieldErrors(
          form,
          error.errors.map(({ msg, path }) => [
            (path ?? '').replace(/^answers\./, ''),
            errorText(msg) ?? msg,
          ]),
        );
        first?.focus();
        showMessage({ type: 'danger', messages: ['validationFailed'] });
      } else {
        showMessage({
          type: 'danger',
          messages: error instanceof client.ApiRequestError ? error.messages : ['serverError'],
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`apply${sent ? ' apply--sent' : ''}${heldTicket ? ' apply--held' : ''}`}>
      {thanks}
      {heldTicket && (
        <ResendLinkForm ticket={heldTicket} label={resendLabel}>
          {held}
        </ResendLinkForm>
      )}
      <form
        ref={formRef}
        id="apply-form"
        method="post"
        action="/api/applications"
        noValidate={hydrated}
        aria-busy={busy || undefined}
        onFocus={() => void startOfForm()}
        onChange={(event) => keepDraft(DRAFT_KEY, event.currentTarget, load)}
        onSubmit={onSubmit}
        className="apply__form"
      >
        {children}
      </form>
    </div>
  );
}
