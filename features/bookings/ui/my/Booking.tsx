import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { getMyBooking } from '@/features/bookings/reads';
import { BookingDetails } from './BookingDetails';
import { NewBooking } from './BookingForm';

export interface BookingQuery {
  booked: boolean;
  cancelled: boolean;
  error: string | null;
}

interface BookingProps {
  token: string;
  locale: AppLocale;
  query: BookingQuery;
}

/** The buyer's private page: book a video call or a visit, or see and cancel the one booked. */
export async function Booking({ token, locale, query }: BookingProps) {
  const [t, view] = await Promise.all([
    getTranslations({ locale, namespace: 'Booking' }),
    getMyBooking(token),
  ]);
  if (!view) return null;
  const base = `/api/my/${encodeURIComponent(token)}/booking`;
  return (
    <section id="booking" aria-labelledby="my-booking" className="mb-4">
      <h2 id="my-booking" className="h4">
        {t('heading')}
      </h2>
      {query.booked && view.booking && (
        <p className="alert alert-success" role="status">
          {t('booked')}
        </p>
      )}
      {query.cancelled && !view.booking && (
        <p className="alert alert-success" role="status">
          {t('cancelledDone')}
        </p>
      )}
      {view.booking ? (
        <BookingDetails
          booking={view.booking}
          locale={locale}
          zone={view.zone}
          place={view.booking.kind === 'video' ? view.meetingUrl : view.address}
          cancelAction={`${base}/cancel`}
          bookingId={view.booking.id}
        />
      ) : (
        <NewBooking action={base} locale={locale} view={view} error={query.error} />
      )}
    </section>
  );
}
