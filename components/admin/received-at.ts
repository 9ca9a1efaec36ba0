import type { useFormatter } from 'next-intl';

/** When a buyer's message (an enquiry, an application) came in, as the admin lists show it. */
export function receivedAt(format: ReturnType<typeof useFormatter>, createdAt: string): string {
  return format.dateTime(new Date(createdAt), { dateStyle: 'medium', timeStyle: 'short' });
}
