import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { kennelTimeZone } from '@/lib/server/kennel-zone';
import { routing } from '@/i18n/routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Every time on every screen in the kennel's zone, the server's and the browser's alike.
    timeZone: kennelTimeZone(),
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
