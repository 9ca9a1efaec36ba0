// Only the parts of Bootstrap the public pages use; the admin layout adds the rest.
import '@/app/bootstrap-public.scss';
import '@/app/globals.css';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { Document } from '@/components/layout/Document';
import { NoticeChosen } from '@/components/layout/NoticeChosen';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { PublicShell } from '@/components/layout/PublicShell';
import { siteFrame } from '@/features/site/reads';
import { UnknownCode } from '@/features/verification/ui/UnknownCode';
import { MISSING_HEADER, MISSING_VERIFY_CODE } from '@/lib/not-found';

/**
 * Every path no route claims lands here with HTTP 404: the translated page inside the public
 * layout, server-rendered in the locale the proxy resolved. An unknown verification code says so.
 */
export default async function NotFound() {
  const [locale, request, frame] = await Promise.all([getLocale(), headers(), siteFrame()]);
  const unknownCode = request.get(MISSING_HEADER) === MISSING_VERIFY_CODE;
  return (
    <Document locale={locale}>
      <PublicShell {...frame}>
        <NoticeChosen />
        {unknownCode ? <UnknownCode /> : <NotFoundContent />}
      </PublicShell>
    </Document>
  );
}
