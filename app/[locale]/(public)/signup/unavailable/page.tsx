import { setRequestLocale } from 'next-intl/server';
import { AUTH_NAMESPACES, ClientMessages } from '@/components/layout/ClientMessages';
import { DatabaseUnavailable } from '@/components/layout/DatabaseUnavailable';
import { NoticeChosen } from '@/components/layout/NoticeChosen';
import type { AppLocale } from '@/i18n/routing';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'signup');
}

// Shown by the proxy at `/signup`, with 503, while the database does not answer (whether sign-up
// is open cannot be told); its own address is not found. Rendered per request, under a nonce.
export const dynamic = 'force-dynamic';

export default async function SignupUnavailablePage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  return (
    <ClientMessages namespaces={AUTH_NAMESPACES}>
      <NoticeChosen />
      <DatabaseUnavailable />
    </ClientMessages>
  );
}
