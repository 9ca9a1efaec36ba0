'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/alerts';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';

/** The breeder signs the contract the buyer signed, asked first; both get the PDF by mail. */
export function CountersignButton({
  applicationId,
  number,
  sellerName,
}: {
  applicationId: number;
  number: number;
  sellerName: string;
}) {
  const t = useTranslations('AdminContract');
  const router = useRouter();
  const [asking, setAsking] = useState(false);

  async function countersign() {
    try {
      await apiFetch(`/admin/applications/${applicationId}/contract/countersign`, {
        method: 'POST',
        body: { version: number },
      });
      showMessage({ type: 'success', messages: [t('countersignedDone')] });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        showMessage({ type: 'warning', messages: [t('countersignChanged')] });
      } else reportError(error);
    }
    setAsking(false);
    router.refresh();
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary mb-2"
        onClick={() => setAsking(true)}
      >
        {t('countersign')}
      </button>
      <ConfirmDialog
        show={asking}
        title={t('countersignConfirmTitle')}
        body={t('countersignConfirmBody', { number: String(number), name: sellerName })}
        confirmLabel={t('countersign')}
        confirmVariant="primary"
        onCancel={() => setAsking(false)}
        onConfirm={countersign}
      />
    </>
  );
}
