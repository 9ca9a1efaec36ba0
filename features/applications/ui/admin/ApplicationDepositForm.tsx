'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { DepositForm } from '@/features/waiting-list/ui/admin/DepositForm';
import type { ChangeEntry } from '@/features/waiting-list/ui/admin/change-entry';
import { showMessage } from '@/lib/client/alerts';
import { ApiRequestError, apiFetch } from '@/lib/client/api';
import { conflictOf } from '@/lib/client/edit-merge';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import type { WaitingEntryView } from '@/features/waiting-list/schema';

/**
 * The deposit on the application's own screen: the waiting list's form, saved with the version
 * the screen was rendered with; the screen is rendered again after each answer, so the other
 * forms on it carry the new version. A stale save (409) says so and keeps what was typed.
 */
export function ApplicationDepositForm({
  entry,
  defaultCurrency,
}: {
  entry: WaitingEntryView;
  defaultCurrency: string;
}) {
  const t = useTranslations('WaitingList');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  // The newest version this form has seen (a save's answer, a conflict's current entry): the
  // next save uses it at once instead of waiting for the refreshed page.
  const seen = useRef(0);

  const run: ChangeEntry = async (current, { path, method, body, done }) => {
    setBusy(true);
    try {
      const version = Math.max(current.version, seen.current);
      const saved = await apiFetch<WaitingEntryView>(path, {
        method,
        body: body === undefined ? undefined : { ...body, version },
      });
      if (saved?.version) seen.current = saved.version;
      showMessage({ type: 'success', messages: [done] });
      return null;
    } catch (error) {
      const theirs = conflictOf<WaitingEntryView>(error);
      if (theirs) {
        seen.current = Math.max(seen.current, theirs.version);
        showMessage({ type: 'warning', messages: [t('changed')] });
        return null;
      }
      if (error instanceof ApiRequestError && error.status === 422) return error;
      reportError(error);
      return null;
    } finally {
      setBusy(false);
      router.refresh();
    }
  };

  return <DepositForm entry={entry} defaultCurrency={defaultCurrency} busy={busy} run={run} open />;
}
