'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/alerts';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';

/**
 * Go-home day, on a reserved application: the buyer is placed, the puppy has found its family,
 * and the buyer's private page offers to send photos and a story (issue 33).
 */
export function GoHomeButton({ id, name, version }: { id: number; name: string; version: number }) {
  const t = useTranslations('AdminModeration');
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function markPlaced() {
    setBusy(true);
    try {
      await apiFetch(`/admin/applications/${id}/placed?version=${version}`, { method: 'POST' });
      showMessage({ type: 'success', messages: [t('wentHome', { name })] });
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 409)) reportError(error);
      else showMessage({ type: 'warning', messages: [t('conflict')] });
    } finally {
      setBusy(false);
      router.refresh();
    }
  }

  return (
    <section aria-labelledby="go-home" className="mb-4">
      <h2 id="go-home" className="h5">
        {t('goHomeHeading')}
      </h2>
      <p className="small text-body-secondary">{t('goHomeHint')}</p>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={markPlaced}>
        {t('goHome', { name })}
      </button>
    </section>
  );
}
