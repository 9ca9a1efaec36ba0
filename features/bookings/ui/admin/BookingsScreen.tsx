'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { LabelledField } from '@/components/ui/LabelledField';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch } from '@/lib/client/api';
import { useLocale, useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { formatSlotRange } from '@/lib/calendar/format';
import { formatDay } from '@/lib/i18n/dates';
import type { BookingDayView, BookingView } from '@/features/bookings/schema';
import { MeetingForm } from './MeetingForm';
import { OpenSlotsForm } from './OpenSlotsForm';

/**
 * `/admin/bookings`: the chosen day's times and bookings (today by default; the day picker is a
 * plain GET form), opening times, the meeting link. Rendered with its data on the server.
 */
export function BookingsScreen({ initial, today }: { initial: BookingDayView; today: string }) {
  const t = useTranslations('AdminBookings');
  const locale = useLocale();
  const [view, setView] = useState(initial);
  const [cancelling, setCancelling] = useState<BookingView | null>(null);
  const when = (slot: { startsAt: string; endsAt: string }) =>
    formatSlotRange(locale, slot.startsAt, slot.endsAt, view.zone);
  const reload = async () =>
    setView(await apiFetch<BookingDayView>(`/admin/bookings?day=${view.day}`));

  const cancel = async () => {
    if (!cancelling) return;
    try {
      await apiFetch(`/admin/bookings/${cancelling.id}/cancel`, { method: 'POST' });
    } catch (error) {
      reportError(error);
    }
    setCancelling(null);
    await reload().catch(reportError);
  };
  const remove = async (id: number) => {
    try {
      await apiFetch(`/admin/bookings/slots/${id}`, { method: 'DELETE' });
    } catch (error) {
      reportError(error);
    }
    await reload().catch(reportError);
  };

  return (
    <div className="container py-4 admin-bookings">
      <ScreenHeader title={t('title')} />
      <p className="text-body-secondary">{t('zoneNote', { zone: view.zone })}</p>
      <form method="get" className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <LabelledField id="bookings-day" label={t('dayLabel')}>
          <input
            id="bookings-day"
            type="date"
            name="day"
            className="form-control"
            defaultValue={view.day}
            required
          />
        </LabelledField>
        <button type="submit" className="btn btn-outline-primary">
          {t('show')}
        </button>
        {view.day !== today && (
          <a href="?" className="btn btn-link">
            {t('today')}
          </a>
        )}
      </form>

      <section aria-labelledby="bookings-day-heading" className="mb-4" data-testid="day">
        <h2 id="bookings-day-heading" className="h4">
          {t('dayHeading', { date: formatDay(view.day, locale, 'long') })}
        </h2>
        {view.slots.length === 0 ? (
          <p className="text-body-secondary">{t('noSlots')}</p>
        ) : (
          <ul className="list-group">
            {view.slots.map(({ slot, booking }) => (
              <li
                key={slot.id}
                className="list-group-item d-flex flex-wrap align-items-center gap-2"
                data-testid={`slot-${slot.id}`}
              >
                <span className="fw-semibold">{when(slot)}</span>
                {booking ? (
                  <>
                    <span>
                      {t('with', { kind: booking.kind, name: booking.name })} (
                      {booking.applicationId !== null ? t('buyer') : t('visitor')})
                    </span>
                    <a href={`mailto:${booking.email}`} className="text-break">
                      {booking.email}
                    </a>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger ms-auto"
                      onClick={() => setCancelling(booking)}
                    >
                      {t('cancel')}
                    </button>
                  </>
                ) : (
                  <>
                    <span className="badge text-bg-success">{t('free')}</span>
                    <span className="text-body-secondary small">
                      {t('kindOption', { kind: slot.kind })}
                    </span>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary ms-auto"
                      onClick={() => void remove(slot.id)}
                    >
                      {t('remove')}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {view.cancelled.length > 0 && (
          <>
            <h3 className="h6 mt-3">{t('cancelledHeading')}</h3>
            <ul className="small text-body-secondary">
              {view.cancelled.map((booking) => (
                <li key={booking.id}>
                  {when(booking.slot)}: {t('with', { kind: booking.kind, name: booking.name })}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <OpenSlotsForm
        day={view.day}
        onOpened={(count) => {
          showMessage({ type: 'success', messages: [t('opened', { count })] });
          void reload().catch(reportError);
        }}
      />
      <MeetingForm
        meetingUrl={view.meetingUrl}
        version={view.settingsVersion}
        address={view.address}
      />
      <ConfirmDialog
        show={cancelling !== null}
        title={t('cancel')}
        body={
          cancelling ? t('cancelConfirm', { kind: cancelling.kind, name: cancelling.name }) : ''
        }
        confirmLabel={t('cancel')}
        onCancel={() => setCancelling(null)}
        onConfirm={cancel}
      />
    </div>
  );
}
