// The parts of Bootstrap the admin screens use beyond the public pages' (tables, toasts…).
import '@/app/bootstrap-admin.scss';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/components/admin/SessionProvider';
import { AdminShell } from '@/components/layout/AdminShell';
import { ADMIN_SHELL_NAMESPACES, ClientMessages } from '@/components/layout/ClientMessages';
import { DatabaseUnavailable } from '@/components/layout/DatabaseUnavailable';
import { adminSession } from '@/features/auth/session';
import { getSiteFacts } from '@/features/site/reads';
import { resumeWatermarkJob } from '@/lib/server/images/remark';

// The breeder's screens are never indexed. The layout only shares the user with the header:
// each page verifies the session itself (SPEC §6), as layouts are not re-run on navigation.
// Session checks read cookies: admin screens render per request, never from the page cache.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function AdminLayout({ children }: { children: ReactNode }) {
  // While the database is unreachable no screen can load or save: say so, translated, instead
  // of the page (whose own session check fails the same way).
  const [session, { kennelName }] = await Promise.all([adminSession(), getSiteFacts()]);
  // A restart may have cut the watermark job short: the first admin screen resumes it.
  if (session.user) resumeWatermarkJob();
  return (
    <ClientMessages namespaces={ADMIN_SHELL_NAMESPACES}>
      <SessionProvider user={session.user}>
        <AdminShell siteName={kennelName}>
          {session.unavailable ? <DatabaseUnavailable /> : children}
        </AdminShell>
      </SessionProvider>
    </ClientMessages>
  );
}
