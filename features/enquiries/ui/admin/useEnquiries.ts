'use client';

import useSWR, { useSWRConfig } from 'swr';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, fetcher, KEYS } from '@/lib/client/api';
import { conflictOf } from '@/lib/client/edit-merge';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import type { EnquiryStatus } from '@/features/enquiries/schema';
import type { EnquiryView } from '@/lib/validation/responses';

/** Every list of enquiries (one per filter) and the counts the user menu shows. */
const isEnquiryList = (key: unknown) => typeof key === 'string' && key.startsWith(KEYS.enquiries());

/**
 * The inbox for one filter, with optimistic status changes and deletion; `initial` is that
 * filter's list as the server rendered the screen.
 */
export function useEnquiries(status: EnquiryStatus | undefined, initial?: EnquiryView[]) {
  const t = useTranslations('EditConflict');
  const key = KEYS.enquiries(status);
  const swr = useSWR<EnquiryView[]>(key, fetcher, { fallbackData: initial, onError: reportError });
  const { mutate: mutateAll } = useSWRConfig();
  const { mutate } = swr;
  // The list the server rendered is not in SWR's cache until it is first read again.
  const shown = (list: EnquiryView[] | undefined) => list ?? swr.data;
  const refreshOthers = () =>
    void mutateAll((other) => isEnquiryList(other) && other !== key, undefined, {
      revalidate: true,
    });

  /** Shown at once; the server's answer replaces it, a failure rolls it back. */
  const setStatus = async (enquiry: EnquiryView, next: EnquiryStatus) => {
    const place = (list: EnquiryView[] | undefined, changed: EnquiryView) =>
      (list ?? [])
        .map((e) => (e.id === changed.id ? changed : e))
        .filter((e) => status === undefined || e.status === status);
    try {
      await mutate(
        async (list) => {
          const saved = await apiFetch<EnquiryView>(KEYS.enquiry(enquiry.id), {
            method: 'PATCH',
            body: { status: next, version: enquiry.version },
          });
          return place(shown(list), saved);
        },
        {
          optimisticData: (list) => place(shown(list), { ...enquiry, status: next }),
          rollbackOnError: true,
          revalidate: false,
        },
      );
      refreshOthers();
    } catch (error) {
      // Changed elsewhere since the list was read: show it as it is now.
      const current = conflictOf<EnquiryView>(error);
      if (!current) return reportError(error);
      await mutate((list) => place(shown(list), current), { revalidate: false });
      refreshOthers();
      showMessage({ type: 'warning', messages: [t('enquiryChanged')] });
    }
  };

  const remove = async (enquiry: EnquiryView) => {
    await apiFetch(KEYS.enquiry(enquiry.id), { method: 'DELETE' });
    await mutate((list) => shown(list)?.filter((e) => e.id !== enquiry.id), {
      revalidate: false,
    });
    refreshOthers();
  };

  return { ...swr, setStatus, remove };
}
