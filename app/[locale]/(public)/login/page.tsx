import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { LoginForm } from '@/components/auth/LoginForm';
import { AUTH_NAMESPACES, ClientMessages } from '@/components/layout/ClientMessages';
import { NoticeAccepted } from '@/components/layout/NoticeAccepted';
import type { AppLocale } from '@/i18n/routing';
import { DataUnavailableError, isSignupOpen } from '@/lib/api';
import { getSessionUser } from '@/lib/api/current-user';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { DEFAULT_AFTER_LOGIN, safeRedirect } from '@/lib/redirect';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'login');
}

function unlessDataUnavailable(error: unknown): null {
  if (error instanceof DataUnavailableError) return null;
  throw error;
}

// Reads the session cookie: rendered per request.
export const dynamic = 'force-dynamic';

export default async function LoginPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<{ redirect?: string | string[] }> }) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  // Someone already signed in has nothing to do here (SPEC §4). While the database is down the
  // session cannot be checked: show the form, whose attempt then explains the outage.
  if (await getSessionUser().catch(unlessDataUnavailable)) {
    redirect(DEFAULT_AFTER_LOGIN);
  }
  const { redirect: target } = await searchParams;
  // The way to sign-up is offered only while it is open (no account yet).
  const signupOpen = await isSignupOpen().catch(() => false);
  return (
    <ClientMessages namespaces={AUTH_NAMESPACES}>
      <NoticeAccepted />
      <LoginForm redirectTo={safeRedirect(target)} signupOpen={signupOpen} />
    </ClientMessages>
  );
}
