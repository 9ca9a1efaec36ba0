'use client';

import type { ReactNode } from 'react';
import { ServerSessionContext } from '@/lib/client/signed-in-hint';
import type { SessionUser } from '@/lib/validation/responses';

/** Hands the user the server verified to the header menu, so admin pages show it at once. */
export function SessionProvider({
  user,
  children,
}: {
  user: SessionUser | null;
  children: ReactNode;
}) {
  return <ServerSessionContext value={user}>{children}</ServerSessionContext>;
}
