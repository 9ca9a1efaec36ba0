import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { BOOKING_KINDS } from '@/lib/calendar/kinds';
import type { SlotView } from '@/features/bookings/schema';
import { LocalTime, ZoneNote } from '@/features/applications/ui/my/LocalTime';

/** Refusals that belong beside a field, by the field they mark. */
const KIND_ERRORS = ['chooseKind', 'kindNotOffered'];
const SLOT_ERRORS = ['chooseSlot', 'slotTaken'];
/** Refusals shown above the form; any other key is not shown (it came from the address bar). */
const FORM_ERRORS = [
  'alreadyBooked',
  'linkNotValid',
  'serverError',
  'tooManyBookings',
  'validationFailed',
];

interface BookingFormProps {
  action: string;
  locale: AppLocale;
  free: SlotView[];
  zone: string;
  /** `?bookingError=` after a refused post. */
  error: string | null;
}

/**
 * Free slots to choose from and what to book them for: a plain form post that works without
 * JavaScript; a refusal comes back beside its field, with the slots free now.
 */
export async function BookingForm({ action, locale, free, zone, error }: BookingFormProps) {
  const [t, errors] = await Promise.all([
    getTranslations({ locale, namespace: 'Booking' }),
    getTranslations({ locale, namespace: 'apiErrors' }),
  ]);
  const kindError = error && KIND_ERRORS.includes(error) ? error : null;
  const slotError = error && SLOT_ERRORS.includes(error) ? error : null;
  const formError = error && FORM_ERRORS.includes(error) ? error : null;
  if (free.length === 0) {
    return (
      <>
        {slotError && (
          <p className="alert alert-danger" role="alert">
            {errors(slotError as 'slotTaken')}
          </p>
        )}
        <p data-testid="no-slots">{t('noSlots')}</p>
      </>
    );
  }
  return (
    <form method="post" action={action} className="booking-form">
      {formError && (
        <p className="alert alert-danger" role="alert">
          {errors(formError as 'alreadyBooked')}
        </p>
      )}
      <fieldset className="mb-3" aria-describedby={kindError ? 'booking-kind-error' : undefined}>
        <legend className="h6">{t('kindLegend')}</legend>
        {BOOKING_KINDS.map((kind) => (
          <div className="form-check form-check-inline" key={kind}>
            <input
              className={`form-check-input${kindError ? ' is-invalid' : ''}`}
              type="radio"
              name="kind"
              id={`booking-kind-${kind}`}
              value={kind}
              required
              defaultChecked={kind === 'video'}
            />
            <label className="form-check-label" htmlFor={`booking-kind-${kind}`}>
              {t('kind', { kind })}
            </label>
          </div>
        ))}
        {kindError && (
          <p id="booking-kind-error" className="invalid-feedback d-block" role="alert">
            {errors(kindError as 'chooseKind')}
          </p>
        )}
      </fieldset>
      <fieldset className="mb-3" aria-describedby={slotError ? 'booking-slot-error' : undefined}>
        <legend className="h6">{t('slotLegend')}</legend>
        <ZoneNote
          kennel={t('zoneNote', { zone })}
          local={t('zoneLocal', { zone: '\u0000' })}
          zone={zone}
        />
        {slotError && (
          <p id="booking-slot-error" className="invalid-feedback d-block" role="alert">
            {errors(slotError as 'slotTaken')}
          </p>
        )}
        <ul className="list-unstyled booking-slots mb-0">
          {free.map((slot) => (
            <li className="form-check" key={slot.id}>
              <input
                className={`form-check-input${slotError ? ' is-invalid' : ''}`}
                type="radio"
                name="slotId"
                id={`booking-slot-${slot.id}`}
                value={slot.id}
                required
              />
              <label className="form-check-label" htmlFor={`booking-slot-${slot.id}`}>
                <LocalTime
                  locale={locale}
                  startsAt={slot.startsAt}
                  endsAt={slot.endsAt}
                  zone={zone}
                />{' '}
                <span className="text-body-secondary small">
                  ({t('slotFor', { kind: slot.kind })})
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className="btn btn-primary">
        {t('submit')}
      </button>
    </form>
  );
}

/** With nothing booked yet: what booking is about, then the free slots to choose from. */
export async function NewBooking({
  action,
  locale,
  view: { free, zone },
  error,
}: Omit<BookingFormProps, 'free' | 'zone'> & { view: Pick<BookingFormProps, 'free' | 'zone'> }) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  return (
    <>
      <p>{t('intro')}</p>
      <BookingForm action={action} locale={locale} free={free} zone={zone} error={error} />
    </>
  );
}
