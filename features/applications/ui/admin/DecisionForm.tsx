'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { SavedToast } from '@/components/admin/SavedToast';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch } from '@/lib/client/api';
import { conflictOf } from '@/lib/client/edit-merge';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import type { ApplicationDetail, ApplicationView } from '@/features/applications/views';

type Decision = 'approve' | 'decline';

interface DecisionFormProps {
  application: ApplicationDetail;
  /** The decisions the application's status allows now. */
  allowed: Decision[];
  /** The applicant's language, named in the breeder's. */
  language: string;
}

/**
 * Approve or decline, with the message to the applicant: the translated default in their
 * language, which the breeder may change. A decision based on a stale view is refused (409):
 * the screen then shows the application as it is now and keeps the message typed.
 */
export function DecisionForm({ application, allowed, language }: DecisionFormProps) {
  const t = useTranslations('ApplicationAdmin');
  const errorText = useErrorText();
  const router = useRouter();
  const [chosen, setDecision] = useState<Decision>(allowed[0]!);
  // After a decision the server's view allows others: the first of them, until one is chosen.
  const decision = allowed.includes(chosen) ? chosen : allowed[0]!;
  const [messages, setMessages] = useState(application.defaultMessages);
  const [version, setVersion] = useState(application.version);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const saved = await apiFetch<ApplicationView>(`/admin/applications/${application.id}`, {
        method: 'PATCH',
        body: { decision, message: messages[decision], version },
      });
      setVersion(saved.version);
      setToast(t(decision === 'approve' ? 'approved' : 'declined', { name: application.name }));
      router.refresh();
    } catch (failure) {
      const current = conflictOf<ApplicationView>(failure);
      if (current) {
        setVersion(current.version);
        showMessage({ type: 'warning', messages: [t('changed')] });
        router.refresh();
      } else if (
        failure instanceof Error &&
        'errors' in failure &&
        Array.isArray(failure.errors) &&
        failure.errors.some((e: { path?: string }) => e.path === 'message')
      ) {
        setError(failure.errors.find((e: { path?: string }) => e.path === 'message')!.msg);
      } else {
        reportError(failure);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="card card-body mb-4" aria-labelledby="decision-title">
      <h2 id="decision-title" className="h5">
        {t('decide')}
      </h2>
      <fieldset className="mb-3">
        <legend className="visually-hidden">{t('decide')}</legend>
        {allowed.map((option) => (
          <div className="form-check form-check-inline" key={option}>
            <input
              className="form-check-input"
              type="radio"
              name="decision"
              id={`decision-${option}`}
              value={option}
              checked={decision === option}
              onChange={() => setDecision(option)}
            />
            <label className="form-check-label" htmlFor={`decision-${option}`}>
              {t(option)}
            </label>
          </div>
        ))}
      </fieldset>
      <label htmlFor="decision-message" className="form-label">
        {t('message', { language })}
      </label>
      <textarea
        id="decision-message"
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={9}
        value={messages[decision]}
        aria-describedby={`decision-message-hint${error ? ' decision-message-error' : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setMessages({ ...messages, [decision]: event.target.value })}
      />
      <div id="decision-message-hint" className="form-text">
        {t('messageHint')}
      </div>
      {error && (
        <div id="decision-message-error" className="invalid-feedback d-block">
          {errorText(error)}
        </div>
      )}
      <div className="mt-3">
        <BusyButton
          type="submit"
          busy={busy}
          variant={decision === 'approve' ? 'primary' : 'outline-danger'}
        >
          {t(decision === 'approve' ? 'sendApprove' : 'sendDecline')}
        </BusyButton>
      </div>
      <SavedToast show={toast !== null} onClose={() => setToast(null)} message={toast ?? ''} />
    </form>
  );
}
