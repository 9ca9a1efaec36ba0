import { setRequestLocale } from 'next-intl/server';
import { SignupForm } from '@/features/auth/ui/SignupForm';
import { AUTH_NAMESPACES, ClientMessages } from '@/components/layout/ClientMessages';
import type { AppLocale } from '@/i18n/routing';
import { isSignupOpen } from '@/features/auth/session';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'signup');
}

// Static HTML: the form while no account exists, "sign-up is closed" once one does. Rebuilt when
// the first account is made, and at least every minute for accounts made or removed by
// `npm run admin`. While the database is down the proxy shows ./unavailable instead; a render
// that still meets the outage fails, and is not kept.
export const revalidate = 60;

export default async function SignupPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  const open = await isSignupOpen();
  return (
    <ClientMessages namespaces={AUTH_NAMESPACES}>
      <SignupForm open={open} />
    </ClientMessages>
  );
}
