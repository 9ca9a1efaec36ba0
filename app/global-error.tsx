'use client';

import { Suspense, use } from 'react';
import { LOCALE_COOKIE, type AppLocale } from '@/i18n/routing';
import type { ErrorTexts } from '@/lib/i18n/error-texts';
import { resolveLocale } from '@/lib/i18n/locale';
import { cookieName } from '@/lib/session-cookies';

// Shown when even the locale layout failed, so no intl provider is available here. The texts
// are fetched only then (lib/i18n/error-texts.ts): this component ships with every page, and
// bundling all three message files into it would make every visitor download all three
// languages' texts.
const pending = new Map<AppLocale, Promise<ErrorTexts | null>>();

/** The locale's texts, loaded once; null when even that fails (offline, say). */
function textsFor(locale: AppLocale): Promise<ErrorTexts | null> {
  let texts = pending.get(locale);
  if (!texts) {
    texts = import('@/lib/i18n/error-texts')
      .then(({ loadErrorTexts }) => loadErrorTexts(locale))
      .catch(() => null);
    pending.set(locale, texts);
  }
  return texts;
}

function ErrorContent({ locale }: { locale: AppLocale }) {
  const texts = use(textsFor(locale));
  // A full page load, not the client router: the router may be what failed.
  /* eslint-disable @next/next/no-html-link-for-pages */
  if (!texts) {
    // Without the messages, the site's own address is the one text that needs no translation.
    return (
      <main>
        <a href="/">{typeof location === 'undefined' ? '/' : location.host}</a>
      </main>
    );
  }
  return (
    <main>
      <h1>{texts.title}</h1>
      <p>{texts.message}</p>
      <a href="/">{texts.home}</a>
    </main>
  );
  /* eslint-enable @next/next/no-html-link-for-pages */
}

/** A cookie's value; read by hand to keep this always-loaded component free of libraries. */
function readCookie(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return pair === undefined ? undefined : decodeURIComponent(pair.slice(name.length + 1));
}

export default function GlobalError() {
  const { locale } = resolveLocale({
    stored:
      typeof document === 'undefined'
        ? undefined
        : readCookie(cookieName(LOCALE_COOKIE, location.protocol === 'https:')),
    languages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
  return (
    <html lang={locale}>
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}
      >
        <Suspense fallback={null}>
          <ErrorContent locale={locale} />
        </Suspense>
      </body>
    </html>
  );
}
