import { render } from '@testing-library/react';
import compile from 'icu-minify/compile';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { IntlProvider } from '@/lib/client/intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';

// hu and de carry other literal strings than the English declaration, same keys.
const MESSAGES = { en, hu: hu as unknown as typeof en, de: de as unknown as typeof en };

/** The messages as the build hands them to the browser: each one compiled (next.config.mjs). */
function compiled(node: unknown): unknown {
  if (typeof node === 'string') return compile(node);
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, compiled(value)]),
  );
}

const COMPILED = Object.fromEntries(
  Object.entries(MESSAGES).map(([locale, messages]) => [locale, compiled(messages)]),
) as Record<keyof typeof MESSAGES, Record<string, unknown>>;

/**
 * Renders `ui` as a page would: browser components translated by lib/client/intl, components the
 * server renders by next-intl.
 */
export function renderWithIntl(ui: ReactElement, locale: keyof typeof MESSAGES = 'en') {
  const timeZone = 'Europe/Budapest';
  return render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone={timeZone}>
      <IntlProvider locale={locale} messages={COMPILED[locale]} timeZone={timeZone}>
        {ui}
      </IntlProvider>
    </NextIntlClientProvider>,
  );
}

export { MESSAGES };
