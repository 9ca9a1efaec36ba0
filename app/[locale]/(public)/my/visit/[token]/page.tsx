import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { VisitBooking } from '@/features/bookings/ui/VisitBooking';
import type { AppLocale } from '@/i18n/routing';
import { getVisitPage } from '@/features/bookings/reads';

interface VisitPageProps {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// The token is the address: every request is rendered for itself, and nothing is cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: VisitPageProps): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as AppLocale,
    namespace: 'Booking',
  });
  return {
    title: t('title'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/**
 * A visitor's booking page: by their enquiry's link they book a video call or a visit;
 * by their booking's own link they see or cancel it.
 */
export default async function VisitPage({ params, searchParams }: VisitPageProps) {
  const { locale, token } = await params;
  setRequestLocale(locale as AppLocale);
  const [view, query] = await Promise.all([getVisitPage(token), searchParams]);
  if (!view) notFound();
  return (
    <VisitBooking
      view={view}
      token={token}
      locale={locale as AppLocale}
      query={{
        booked: one(query.booked) !== null,
        cancelled: one(query.bookingCancelled) !== null,
        error: one(query.bookingError),
      }}
    />
  );
}
