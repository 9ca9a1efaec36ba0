import { setRequestLocale } from 'next-intl/server';
import { adminScreen } from '@/components/admin/adminScreen';
import type { AppLocale } from '@/i18n/routing';
import { getCalendarScreen } from '@/features/calendar/reads';
import { CALENDAR_VIEWS, type CalendarView } from '@/features/calendar/period';
import { CalendarScreen } from '@/features/calendar/ui/admin/CalendarScreen';
import { requireAdminPage } from '@/features/auth/session';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';

interface CalendarPageProps extends LocaleParams {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'calendar');
}

/** `/admin/calendar`: this month unless `?view=week` or `?day=` say otherwise. */
async function CalendarPage({ params, searchParams }: CalendarPageProps) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  await requireAdminPage(adminPaths.calendar);
  const { view, day } = await searchParams;
  const chosen: CalendarView = CALENDAR_VIEWS.find((v) => v === view) ?? 'month';
  const data = await getCalendarScreen(chosen, typeof day === 'string' ? day : undefined, locale);
  return <CalendarScreen view={data} />;
}

export default adminScreen('calendar', CalendarPage);
