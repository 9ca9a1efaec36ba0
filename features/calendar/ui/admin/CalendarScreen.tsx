import { getLocale, getTranslations } from 'next-intl/server';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { AppLocale } from '@/i18n/routing';
import { formatDay } from '@/lib/i18n/dates';
import { adminPaths } from '@/lib/paths.mjs';
import { periodOf, weeksOf, type CalendarView } from '@/features/calendar/period';
import type { CalendarScreenView } from '@/features/calendar/reads';
import { EventList } from './EventList';
import { FeedPanel } from './FeedPanel';
import { ScheduleForm } from './ScheduleForm';

const link = (view: CalendarView, day: string) => `${adminPaths.calendar}?view=${view}&day=${day}`;

/**
 * `/admin/calendar`: the week's or month's events (plain links step between periods, so the
 * first view and every other is rendered on the server), the care schedules, the feed.
 */
export async function CalendarScreen({ view }: { view: CalendarScreenView }) {
  const t = await getTranslations('BreederCalendar');
  const locale = (await getLocale()) as AppLocale;
  const { period, today } = view;
  const current = periodOf(period.view, today).from === period.from;
  const weeks = weeksOf(period.from, period.to);
  const monthName = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${period.from}T12:00:00Z`));
  const heading =
    period.view === 'month'
      ? monthName
      : `${formatDay(period.from, locale, 'medium')} – ${formatDay(period.to, locale, 'medium')}`;
  return (
    <div className="container py-4 admin-calendar">
      <ScreenHeader title={t('title')} />
      <p className="text-body-secondary mb-2">{t('intro')}</p>
      <p className="small text-body-secondary">{t('zoneNote', { zone: view.zone })}</p>

      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <div className="btn-group" role="group" aria-label={t('view')}>
          {(['week', 'month'] as const).map((option) => (
            <PrefetchLink
              key={option}
              href={link(option, period.from <= today && today <= period.to ? today : period.from)}
              prefetch={false}
              className={`btn ${option === period.view ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-current={option === period.view ? 'page' : undefined}
            >
              {t(option)}
            </PrefetchLink>
          ))}
        </div>
        <div className="btn-group" role="group">
          <PrefetchLink
            href={link(period.view, period.previous)}
            prefetch={false}
            className="btn btn-outline-secondary px-3"
            aria-label={t('previous', { view: period.view })}
          >
            ‹
          </PrefetchLink>
          {!current && (
            <PrefetchLink
              href={link(period.view, today)}
              prefetch={false}
              className="btn btn-outline-secondary px-3"
            >
              {t('current', { view: period.view })}
            </PrefetchLink>
          )}
          <PrefetchLink
            href={link(period.view, period.next)}
            prefetch={false}
            className="btn btn-outline-secondary px-3"
            aria-label={t('next', { view: period.view })}
          >
            ›
          </PrefetchLink>
        </div>
      </div>

      <section aria-labelledby="calendar-period" className="mb-4" data-testid="calendar-period">
        <h2 id="calendar-period" className="h4">
          {heading}
        </h2>
        {view.events.length === 0 ? (
          <p>{t('empty', { view: period.view })}</p>
        ) : period.view === 'week' ? (
          <EventList
            events={view.events}
            days={weeks.flatMap((w) => w.days)}
            today={today}
            zone={view.zone}
          />
        ) : (
          weeks
            .filter((week) => view.events.some((e) => week.days.includes(e.day)))
            .map((week) => (
              <div key={week.start} className="calendar-week">
                <h3 className="h6 text-body-secondary border-bottom pb-1 mt-3">
                  {t('weekOf', { day: formatDay(week.start, locale, 'long') })}
                </h3>
                <EventList
                  events={view.events}
                  days={week.days}
                  today={today}
                  zone={view.zone}
                  headingLevel={4}
                />
              </div>
            ))
        )}
      </section>

      <ScheduleForm initial={view.settings} />
      <FeedPanel createdAt={view.settings.feedKeyCreatedAt} />
    </div>
  );
}
