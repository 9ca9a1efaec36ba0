'use client';

import Cookies from 'js-cookie';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';
import de from '@/messages/de.json';
import { LOCALE_COOKIE } from '@/i18n/routing';
import { resolveLocale } from '@/lib/i18n/locale';

// Shown when even the locale layout failed, so no intl provider is available here.
const TEXTS = { en: en.Errors, hu: hu.Errors, de: de.Errors };
const HOME = { en: en.Common.backHome, hu: hu.Common.backHome, de: de.Common.backHome };

export default function GlobalError() {
  const { locale } = resolveLocale({
    stored: typeof document === 'undefined' ? undefined : Cookies.get(LOCALE_COOKIE),
    languages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
  const t = TEXTS[locale];
  return (
    <html lang={locale}>
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}
      >
        <main>
          <h1>{t.genericTitle}</h1>
          <p>{t.errorPageFailed}</p>
          {/* A full page load: the client router may be what failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">{HOME[locale]}</a>
        </main>
      </body>
    </html>
  );
}
