import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { BookingView } from '@/features/bookings/schema';
import { LocalTime } from '@/features/applications/ui/my/LocalTime';

interface BookingDetailsProps {
  booking: BookingView;
  locale: AppLocale;
  zone: string;
  /** The meeting link (a video call) or the kennel's address (a visit); null: not set yet. */
  place: string | null;
  /** Where the cancel form posts; null: no cancelling here. */
  cancelAction: string | null;
  /** Sent with the cancel form (the buyer's page names the booking). */
  bookingId?: number;
}

/** A booking: when, where, and a plain form to cancel it. */
export async function BookingDetails(props: BookingDetailsProps) {
  const { booking, locale, zone, place, cancelAction, bookingId } = props;
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const video = booking.kind === 'video';
  return (
    <div className="card mb-3" data-testid="booking">
      <div className="card-body">
        <h3 className="h5">{t('yourBooking')}</h3>
        <p className="fw-semibold">
          {t.rich('when', {
            kind: booking.kind,
            when: () => <LocalTime locale={locale} startsAt={booking.slot.startsAt} zone={zone} />,
          })}
        </p>
        {booking.status === 'cancelled' ? (
          <p className="mb-0">{t('cancelledState')}</p>
        ) : (
          <>
            <p>
              {place
                ? video
                  ? t.rich('meetingLink', {
                      link: () => (
                        <a href={place} rel="noopener noreferrer" className="text-break">
                          {place}
                        </a>
                      ),
                    })
                  : t('address', { address: place })
                : t(video ? 'meetingLater' : 'addressLater')}
            </p>
            {cancelAction && (
              <form method="post" action={cancelAction}>
                {bookingId !== undefined && (
                  <input type="hidden" name="bookingId" value={bookingId} />
                )}
                <button type="submit" className="btn btn-outline-danger">
                  {t('cancel')}
                </button>
                <p className="small text-body-secondary mt-1 mb-0">{t('cancelNote')}</p>
              </form>
            )}
          </>
        )}
      </div>
    </div>
  );
}
