'use client';

import { useState } from 'react';
import { showMessage } from '@/lib/client/alerts';
import { ApiRequestError, apiFetch } from '@/lib/client/api';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { CardForm } from '@/components/admin/TitledSection';
import { LabelledField } from '@/components/ui/LabelledField';

interface MeetingFormProps {
  meetingUrl: string | null;
  version: number;
  address: string | null;
}

/**
 * The meeting link for video calls. A save based on an older link (another window saved since)
 * is refused: the form then shows the saved link and says what was typed, which is kept to copy.
 */
export function MeetingForm({ meetingUrl, version: initialVersion, address }: MeetingFormProps) {
  const t = useTranslations('AdminBookings');
  const errorText = useErrorText();
  const [value, setValue] = useState(meetingUrl ?? '');
  const [version, setVersion] = useState(initialVersion);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await apiFetch<{ meetingUrl: string | null; version: number }>(
        '/admin/bookings/settings',
        { method: 'PUT', body: { meetingUrl: value, version } },
      );
      setVersion(saved.version);
      setValue(saved.meetingUrl ?? '');
      setError(null);
      setConflict(null);
      showMessage({ type: 'success', messages: [t('saved')] });
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 409 && failure.current) {
        const current = failure.current as { meetingUrl: string | null; version: number };
        setConflict(value);
        setValue(current.meetingUrl ?? '');
        setVersion(current.version);
      } else if (failure instanceof ApiRequestError && failure.status === 422) {
        setError(failure.errors[0]?.msg ?? failure.message);
      } else reportError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <CardForm
      id="meeting-heading"
      className="card mb-4"
      title={t('meetingHeading')}
      onSubmit={submit}
    >
      {conflict !== null && (
        <p className="alert alert-warning text-break" role="alert">
          {t('conflict', { typed: conflict || '–' })}
        </p>
      )}
      <LabelledField
        id="meeting-url"
        label={t('meetingUrl')}
        error={
          error && (
            <div id="meeting-url-error" className="invalid-feedback">
              {errorText(error)}
            </div>
          )
        }
      >
        <input
          id="meeting-url"
          // Text, not url: the browser would refuse a link pasted without its https://.
          type="text"
          autoComplete="url"
          spellCheck={false}
          inputMode="url"
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'meeting-url-error meeting-url-help' : 'meeting-url-help'}
        />
      </LabelledField>
      <p id="meeting-url-help" className="form-text">
        {t('meetingHelp')}
      </p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('save')}
      </button>
      <p className="small text-body-secondary mt-3 mb-0 text-break">
        {address ? t('address', { address }) : t('noAddress')}
      </p>
    </CardForm>
  );
}
