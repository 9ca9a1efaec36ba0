import { getLocale, getTranslations } from 'next-intl/server';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { AppLocale } from '@/i18n/routing';
import { formatDay } from '@/lib/i18n/dates';
import type { CalendarEvent } from '@/features/calendar/schema';

/** A booking's time in the kennel's zone: "10:00–10:30". */
function timeRange(locale: string, event: CalendarEvent, zone: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
  });
  return `${format.format(new Date(event.start!))}–${format.format(new Date(event.end!))}`;
}

/** One event: its time, its link, and what is due or said of it. */
async function EventItem({
  event,
  locale,
  zone,
}: {
  event: CalendarEvent;
  locale: AppLocale;
  zone: string;
}) {
  const t = await getTranslations('BreederCalendar');
  return (
    <li className="mb-2" data-testid="calendar-event" data-kind={event.kind}>
      <span className="d-block small text-body-secondary">
        {event.start ? timeRange(locale, event, zone) : t('allDay')}
      </span>
      <PrefetchLink href={event.href} prefetch={false} className="d-block py-1 fw-semibold">
        {event.title}
      </PrefetchLink>
      <span className="d-block small text-body-secondary">
        {event.range
          ? t('dueRange', {
              from: formatDay(event.range.from, locale, 'medium'),
              to: formatDay(event.range.to, locale, 'medium'),
            })
          : event.detail}
      </span>
    </li>
  );
}

/**
 * Days with their events, each leading to its screen: rendered on the server, in the admin's
 * language. `days` names the days to show (those without events are left out).
 */
export async function EventList({
  events,
  days,
  today,
  zone,
  headingLevel = 3,
}: {
  events: CalendarEvent[];
  days: string[];
  today: string;
  zone: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const t = await getTranslations('BreederCalendar');
  const locale = (await getLocale()) as AppLocale;
  const Heading = `h${headingLevel}` as const;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return (
    <>
      {days.map((day) => {
        const own = events.filter((event) => event.day === day);
        if (own.length === 0) return null;
        return (
          <section key={day} aria-labelledby={`calendar-day-${day}`}>
            <Heading id={`calendar-day-${day}`} className="h6 mb-2">
              <span className="text-capitalize">
                {weekday.format(new Date(`${day}T12:00:00Z`))}
              </span>
              , <time dateTime={day}>{formatDay(day, locale, 'long')}</time>
              {day === today && <span className="badge text-bg-primary ms-2">{t('today')}</span>}
            </Heading>
            <ul className="list-unstyled mb-3">
              {own.map((event) => (
                <EventItem key={event.uid} event={event} locale={locale} zone={zone} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
