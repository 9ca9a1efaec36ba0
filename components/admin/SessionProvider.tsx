'use client';

import type { ReactNode } from 'react';
import { ServerSessionContext, type SessionUser } from '@/lib/client/session-hint';

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
