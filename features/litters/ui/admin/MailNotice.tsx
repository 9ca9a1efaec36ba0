'use client';

import { useTranslations } from '@/lib/client/intl';
import type { LitterNewsEvent } from '@/lib/selling';

/**
 * Before a change that mails subscribers: how many (null: not known yet, for a new litter), who
 * they are, and what they are told.
 */
export function MailNotice({ count, event }: { count: number | null; event: LitterNewsEvent }) {
  const t = useTranslations('LitterAdmin');
  return (
    <div className="alert alert-info mb-0" data-testid="mail-notice">
      <p className="mb-1">
        {count === null ? t('mailNoticeNew', { event }) : t('mailNotice', { count, event })}
      </p>
      {count !== 0 && <p className="small mb-0">{t('mailWho', { event })}</p>}
    </div>
  );
}
