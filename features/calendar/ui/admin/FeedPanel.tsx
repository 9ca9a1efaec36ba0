'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch } from '@/lib/client/api';
import { useLocale, useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { formatDay } from '@/lib/i18n/dates';
import type { AppLocale } from '@/i18n/routing';
import type { CalendarSettingsView, FeedKeyView } from '@/features/calendar/schema';

/** One address to copy, with its button. */
function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const t = useTranslations('BreederCalendar');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (plain http, an old browser): the field is selected to copy by hand.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <div className="input-group">
        <input
          id={id}
          type="text"
          readOnly
          className="form-control font-monospace small"
          value={value}
          onFocus={(event) => event.target.select()}
          data-testid={id}
        />
        <button type="button" className="btn btn-outline-dark" onClick={copy}>
          {copied ? t('copied') : t('copy')}
        </button>
      </div>
    </div>
  );
}

/**
 * The private feed: make a key (shown once, with its https:// and webcal:// addresses), make a
 * new one (the old stops working) or switch it off, and how to subscribe on a phone.
 */
export function FeedPanel({ createdAt: initialCreatedAt }: { createdAt: string | null }) {
  const t = useTranslations('BreederCalendar');
  const locale = useLocale() as AppLocale;
  const [createdAt, setCreatedAt] = useState(initialCreatedAt);
  const [made, setMade] = useState<FeedKeyView | null>(null);
  const [asking, setAsking] = useState<'remake' | 'revoke' | null>(null);
  const [busy, setBusy] = useState(false);

  const make = async () => {
    setAsking(null);
    setBusy(true);
    try {
      const key = await apiFetch<FeedKeyView>('/admin/calendar/key', { method: 'POST' });
      setMade(key);
      setCreatedAt(key.createdAt);
      showMessage({ type: 'success', messages: [t('keyMade')] });
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };
  const revoke = async () => {
    setAsking(null);
    setBusy(true);
    try {
      const settings = await apiFetch<CalendarSettingsView>('/admin/calendar/key', {
        method: 'DELETE',
      });
      setMade(null);
      setCreatedAt(settings.feedKeyCreatedAt);
      showMessage({ type: 'success', messages: [t('keyRevoked')] });
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="feed-heading" className="card mb-4" data-testid="feed">
      <div className="card-body">
        <h2 id="feed-heading" className="h5">
          {t('feedHeading')}
        </h2>
        <p>{t('feedIntro')}</p>
        <p className="fw-semibold" data-testid="feed-state">
          {createdAt
            ? t('feedActive', { date: formatDay(createdAt.slice(0, 10), locale, 'long') })
            : t('feedNone')}
        </p>
        {made && (
          <div className="alert alert-info" role="status">
            <p className="mb-2">{t('shownOnce')}</p>
            <CopyField id="feed-webcal" label={t('webcalLabel')} value={made.webcal} />
            <CopyField id="feed-https" label={t('httpsLabel')} value={made.url} />
            <a href={made.webcal} className="btn btn-primary btn-sm mt-1">
              {t('subscribe')}
            </a>
          </div>
        )}
        <div className="d-flex flex-wrap gap-2 mb-3">
          <button
            type="button"
            className={`btn ${createdAt ? 'btn-outline-primary' : 'btn-primary'}`}
            disabled={busy}
            onClick={() => (createdAt ? setAsking('remake') : make())}
          >
            {createdAt ? t('remakeKey') : t('makeKey')}
          </button>
          {createdAt && (
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={busy}
              onClick={() => setAsking('revoke')}
            >
              {t('revokeKey')}
            </button>
          )}
        </div>
        <h3 className="h6">{t('iphoneHeading')}</h3>
        <p className="small">{t('iphoneSteps')}</p>
        <h3 className="h6">{t('androidHeading')}</h3>
        <p className="small mb-0">{t('androidSteps')}</p>
      </div>
      <ConfirmDialog
        show={asking !== null}
        title={asking === 'revoke' ? t('revokeKey') : t('remakeKey')}
        body={asking === 'revoke' ? t('revokeConfirm') : t('remakeConfirm')}
        confirmLabel={asking === 'revoke' ? t('revokeKey') : t('remakeKey')}
        onCancel={() => setAsking(null)}
        onConfirm={asking === 'revoke' ? revoke : make}
      />
    </section>
  );
}
