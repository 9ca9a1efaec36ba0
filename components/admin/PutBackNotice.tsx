'use client';

import { useTranslations } from '@/lib/client/intl';

/** Says that a form holds what this browser kept from an earlier visit, with a way to drop it. */
export function PutBackNotice({ onDiscard }: { onDiscard: () => void }) {
  const t = useTranslations('KeptDraft');
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
      <span>{t('putBack')}</span>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDiscard}>
        {t('discard')}
      </button>
    </div>
  );
}
