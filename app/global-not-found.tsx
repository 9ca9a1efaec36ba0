import { getLocale } from 'next-intl/server';
import { Document } from '@/components/layout/Document';
import { NoticeAccepted } from '@/components/layout/NoticeAccepted';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { PublicShell } from '@/components/layout/PublicShell';

/**
 * Every path no route claims lands here with HTTP 404: the translated page inside the public
 * layout, server-rendered in the locale the proxy resolved.
 */
export default async function NotFound() {
  const locale = await getLocale();
  return (
    <Document locale={locale}>
      <PublicShell>
        <NoticeAccepted />
        <NotFoundContent />
      </PublicShell>
    </Document>
  );
}
