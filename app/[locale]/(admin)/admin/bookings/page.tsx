import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingsScreen } from '@/features/bookings/ui/admin/BookingsScreen';
import type { AppLocale } from '@/i18n/routing';
import { getBookingDay, kennelToday } from '@/features/bookings/reads';
import { requireAdminPage } from '@/features/auth/session';
import { adminPaths } from '@/lib/paths.mjs';
import { adminScreen } from '@/components/admin/adminScreen';

interface AdminBookingsProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: AdminBookingsProps): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as AppLocale,
    namespace: 'AdminBookings',
  });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/admin/bookings`: a day's video calls and visits (today unless `?day=`), rendered with data. */
async function AdminBookingsPage({ params, searchParams }: AdminBookingsProps) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.bookings);
  const { day } = await searchParams;
  const view = await getBookingDay(typeof day === 'string' ? day : null);
  return <BookingsScreen initial={view} today={kennelToday()} />;
}

export default adminScreen('bookings', AdminBookingsPage);
