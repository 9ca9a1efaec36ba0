import type { AppLocale } from '@/i18n/routing';
import { LOCALE_TAGS } from '@/lib/i18n/locale';

/** The kennel's own day: a post published at midnight in Budapest is that day's. */
const KENNEL_TIME_ZONE = 'Europe/Budapest';

/** A post's publish day, in the visitor's language, as a `<time>` machines read too. */
export function NewsDate({ at, locale }: { at: string; locale: AppLocale }) {
  const text = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeZone: KENNEL_TIME_ZONE,
  }).format(new Date(at));
  return <time dateTime={at}>{text}</time>;
}
