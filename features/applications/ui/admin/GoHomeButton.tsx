'use client';

import { useRouter } from 'next/navigation';
import { useState, type ChangeEvent } from 'react';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { TextField } from '@/components/admin/TextField';
import type { AppLocale } from '@/i18n/routing';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/alerts';
import { useLocale, useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { formatDay } from '@/lib/i18n/dates';
import type { GoHomeCheck } from '@/features/applications/go-home-schema';
import { MAX_EARLY_REASON } from '@/lib/validation/form-limits';
import { TitledSection } from '@/components/admin/TitledSection';

/**
 * Go-home day, on a reserved application: the buyer is placed, the puppy has found its family,
 * and the buyer's private page offers to send photos and a story. Asked first, with
 * what the sale still lacks; before the go-home day only with the reason for the exception.
 */
export function GoHomeButton({
  id,
  name,
  version,
  check,
}: {
  id: number;
  name: string;
  version: number;
  check: GoHomeCheck;
}) {
  const t = useTranslations('AdminModeration');
  const locale = useLocale() as AppLocale;
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const goHome = check.goHome;
  const day = goHome ? formatDay(goHome.date, locale, 'long') : '';

  async function markPlaced() {
    const earlyReason = reason.trim();
    if (check.early && !earlyReason) return setRefusal('earlyReasonRequired');
    try {
      await apiFetch(`/admin/applications/${id}/placed?version=${version}`, {
        method: 'POST',
        ...(check.early && { body: { earlyReason } }),
      });
    } catch (error) {
      const field = error instanceof ApiRequestError && error.errors.find((e) => e.path);
      if (field) return setRefusal(field.msg);
      setAsking(false);
      if (!(error instanceof ApiRequestError && error.status === 409)) reportError(error);
      else showMessage({ type: 'warning', messages: [t('conflict')] });
      return router.refresh();
    }
    setAsking(false);
    showMessage({ type: 'success', messages: [t('wentHome', { name })] });
    router.refresh();
  }

  const body = (
    <>
      <p>
        {goHome
          ? t('goHomeDay', {
              date: day,
              weeks: String(goHome.weeks),
              abroad: String(goHome.abroad),
            })
          : t('goHomeDayUnknown')}
      </p>
      {check.gaps.length > 0 ? (
        <div className="alert alert-warning" data-testid="go-home-gaps">
          <p className="mb-1">{t('goHomeGaps')}</p>
          <ul className="mb-0">
            {check.gaps.map((gap) => (
              <li key={gap}>{t('goHomeGap', { gap })}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{t('goHomeComplete')}</p>
      )}
      {check.early && (
        <>
          <p className="alert alert-danger">{t('goHomeEarly', { date: day })}</p>
          <TextField
            id="go-home-reason"
            label={t('earlyReason')}
            as="textarea"
            rows={3}
            maxLength={MAX_EARLY_REASON}
            value={reason}
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
              setReason(event.target.value);
              setRefusal(null);
            }}
            error={refusal ? { type: 'server', message: refusal } : undefined}
            className="mb-0"
          />
        </>
      )}
    </>
  );

  return (
    <TitledSection id="go-home" className="mb-4" title={t('goHomeHeading')}>
      <p className="small text-body-secondary">{t('goHomeHint')}</p>
      <button type="button" className="btn btn-primary" onClick={() => setAsking(true)}>
        {t('goHome', { name })}
      </button>
      <ConfirmDialog
        show={asking}
        title={t('goHomeTitle', { name, puppy: check.puppy ?? 'none' })}
        body={body}
        confirmLabel={check.early ? t('goHomeConfirmEarly') : t('goHomeConfirm')}
        confirmVariant={check.early ? 'danger' : 'primary'}
        onCancel={() => setAsking(false)}
        onConfirm={markPlaced}
      />
    </TitledSection>
  );
}
