import { setRequestLocale } from 'next-intl/server';
import { LoginForm } from '@/features/auth/ui/LoginForm';
import { AUTH_NAMESPACES, ClientMessages } from '@/components/layout/ClientMessages';
import type { AppLocale } from '@/i18n/routing';
import { isSignupOpen } from '@/features/auth/session';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'login');
}

// Static HTML, the same for everyone: the proxy sends someone signed in on to the admin, and the
// form reads `?redirect=` itself. Rebuilt when the first account is made (its link to sign-up
// goes), and at least every minute for accounts made or removed by `npm run admin`.
export const revalidate = 60;

export default async function LoginPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  // The way to sign-up is offered only while it is open (no account yet), and not while the
  // database cannot tell.
  const signupOpen = await isSignupOpen().catch(() => false);
  return (
    <ClientMessages namespaces={AUTH_NAMESPACES}>
      <LoginForm signupOpen={signupOpen} />
    </ClientMessages>
  );
}
