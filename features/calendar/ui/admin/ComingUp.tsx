import { getTranslations } from 'next-intl/server';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { adminPaths } from '@/lib/paths.mjs';
import { COMING_UP_DAYS, daysFrom } from '@/features/calendar/period';
import type { ComingUpView } from '@/features/calendar/reads';
import { EventList } from './EventList';

/** The admin's home screen: the next 14 days of the breeder's calendar, each to its screen. */
export async function ComingUp({ view }: { view: ComingUpView }) {
  const t = await getTranslations('BreederCalendar');
  return (
    <section className="container pt-4" aria-labelledby="coming-up-title" data-testid="coming-up">
      <div className="card">
        <div className="card-body">
          <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2">
            <h2 id="coming-up-title" className="h4 mb-0">
              {t('comingUp')}
            </h2>
            <PrefetchLink href={adminPaths.calendar} prefetch={false}>
              {t('openCalendar')}
            </PrefetchLink>
          </div>
          <p className="small text-body-secondary">{t('comingUpIntro')}</p>
          {view.events.length === 0 ? (
            <p className="mb-0">{t('comingUpEmpty')}</p>
          ) : (
            <EventList
              events={view.events}
              days={daysFrom(view.today, COMING_UP_DAYS)}
              today={view.today}
              zone={view.zone}
            />
          )}
        </div>
      </div>
    </section>
  );
}
