/** A litter's month as "June 2026" in `locale` (its date is YYYY-MM-DD), '' without one. */
export function litterMonth(locale: string, date: string | null): string {
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
