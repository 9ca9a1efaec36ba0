'use client';

import useSWR from 'swr';
import { fetcher, KEYS } from '@/lib/client/api';
import { reportError } from '@/lib/client/report-error';
import type { Litter } from '@/lib/validation/responses';

/**
 * The litters a puppy's form offers, as the litters' own screens keep them (the same SWR key, so
 * the list the server rendered the page with shows at once, and every change to it shows here).
 */
export function useLitters(): Litter[] | undefined {
  return useSWR<Litter[]>(KEYS.litters, fetcher, { revalidateOnMount: true, onError: reportError })
    .data;
}
