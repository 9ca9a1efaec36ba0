import type { ApiRequestError } from '@/lib/client/api';
import type { WaitingEntryView } from '@/features/waiting-list/schema';

/** One change of a waiting-list entry, as its forms ask for it (the entry's screen sends it). */
export type ChangeEntry = (
  entry: WaitingEntryView,
  change: {
    path: string;
    method: 'PATCH' | 'POST' | 'DELETE';
    body?: Record<string, unknown>;
    done: string;
    onDone?: (answer: WaitingEntryView & { link?: string }) => void;
  },
) => Promise<ApiRequestError | null>;
