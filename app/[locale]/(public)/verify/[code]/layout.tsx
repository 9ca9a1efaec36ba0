import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';

interface VerifyLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

// The locale set before this segment's not-found page renders (an unknown code's 404): without
// it next-intl reads the request's headers, and the page could not be cached.
export default async function VerifyLayout({ children, params }: VerifyLayoutProps) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  return children;
}
