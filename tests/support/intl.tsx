import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';

// hu and de carry other literal strings than the English declaration, same keys.
const MESSAGES = { en, hu: hu as unknown as typeof en, de: de as unknown as typeof en };

export function renderWithIntl(ui: ReactElement, locale: keyof typeof MESSAGES = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Europe/Budapest">
      {ui}
    </NextIntlClientProvider>,
  );
}

export { MESSAGES };
