'use client';

import type { ComponentProps } from 'react';
import Link from 'next/link';
import { usePrefetchAllowed } from '@/lib/client/hooks';

/** A link that prefetches its route, except offline, on 2g or with data-saver on (SPEC §4). */
export function PrefetchLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const allowed = usePrefetchAllowed();
  return <Link {...props} prefetch={allowed ? prefetch : false} />;
}
