'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { KEYS } from '@/lib/client/api';
import type { Dog, Litter } from '@/lib/validation/responses';

/**
 * Hands the dog form the litters and dogs the server read with the page (as SWR's fallback for
 * their keys), so its litter and parent fields are in the first paint instead of pushing the
 * fields below them down once they have been fetched.
 */
export function WithFormLists({
  litters,
  dogs,
  children,
}: {
  litters: Litter[];
  dogs: Dog[];
  children: ReactNode;
}) {
  return (
    <SWRConfig value={{ fallback: { [KEYS.litters]: litters, [KEYS.dogs]: dogs } }}>
      {children}
    </SWRConfig>
  );
}
