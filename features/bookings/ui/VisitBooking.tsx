import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { VisitPageView } from '@/features/bookings/server/visit-booking';
import type { BookingQuery } from './my/Booking';
import { BookingDetails } from './my/BookingDetails';
import { NewBooking } from './my/BookingForm';

interface VisitBookingProps {
  view: VisitPageView;
  token: string;
  /** The page's language: a visitor reads it in the one their browser chose. */
  locale: AppLocale;
  query: BookingQuery;
}

/** A visitor books a video call or a visit after an enquiry, or sees and cancels their booking. */
export async function VisitBooking({ view, token, locale, query }: VisitBookingProps) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const api = `/api/visits/${encodeURIComponent(token)}`;
  return (
    <div className="container py-4 visit-booking">
      <h1 className="display-6 mb-2">{t('title')}</h1>
      <p className="small text-body-secondary">{t('privateNote')}</p>
      {query.booked && (
        <p className="alert alert-success" role="status">
          {t('booked')}
        </p>
      )}
      {query.cancelled && (
        <p className="alert alert-success" role="status">
          {t('cancelledDone')}
        </p>
      )}
      {view.mode === 'booking' ? (
        <section aria-labelledby="visit-booking">
          <h2 id="visit-booking" className="h4">
            {t('heading')}
          </h2>
          <BookingDetails
            booking={view.booking}
            locale={locale}
            zone={view.zone}
            place={view.place}
            cancelAction={view.booking.status === 'booked' ? `${api}/cancel` : null}
          />
        </section>
      ) : (
        <section aria-labelledby="visit-book">
          <p className="lead">{t('hello', { name: view.name })}</p>
          <h2 id="visit-book" className="h4">
            {t('heading')}
          </h2>
          {view.booking ? (
            <p data-testid="already-booked">{t('alreadyBooked')}</p>
          ) : (
            <NewBooking action={api} locale={locale} view={view} error={query.error} />
          )}
        </section>
      )}
    </div>
  );
}
