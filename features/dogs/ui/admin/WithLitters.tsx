'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { KEYS } from '@/lib/client/api';
import type { Litter } from '@/lib/validation/responses';

/**
 * Hands the dog form the litters the server read with the page (as SWR's fallback for their
 * key), so its litter field is in the first paint instead of pushing the fields below it down
 * once they have been fetched.
 */
export function WithLitters({ litters, children }: { litters: Litter[]; children: ReactNode }) {
  return <SWRConfig value={{ fallback: { [KEYS.litters]: litters } }}>{children}</SWRConfig>;
}
