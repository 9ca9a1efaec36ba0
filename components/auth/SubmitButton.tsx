'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/client/hooks';

/**
 * The sign-in and sign-up forms' submit button, with a small spinner while the form is sent. It
 * stays disabled until the page is hydrated: a form sent before its script runs would go out as
 * the browser's own GET, with every field (the password too) in the address.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className="btn btn-primary w-100" disabled={busy || !hydrated}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
