import { setRequestLocale } from 'next-intl/server';
import { SignupForm } from '@/components/auth/SignupForm';
import { AUTH_NAMESPACES, ClientMessages } from '@/components/layout/ClientMessages';
import { NoticeAccepted } from '@/components/layout/NoticeAccepted';
import { DatabaseUnavailable } from '@/components/layout/DatabaseUnavailable';
import type { AppLocale } from '@/i18n/routing';
import { DataUnavailableError, isSignupOpen } from '@/lib/api';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'signup');
}

// Open or closed depends on the database at the time of the request.
export const dynamic = 'force-dynamic';

export default async function SignupPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  const open = await isSignupOpen().catch((error: unknown) => {
    if (error instanceof DataUnavailableError) return 'unavailable' as const;
    throw error;
  });
  return (
    <ClientMessages namespaces={AUTH_NAMESPACES}>
      <NoticeAccepted />
      {open === 'unavailable' ? <DatabaseUnavailable /> : <SignupForm open={open} />}
    </ClientMessages>
  );
}
