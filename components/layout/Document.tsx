import 'bootstrap/dist/css/bootstrap.min.css';
import '@/app/globals.css';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/routing';

/** `<html>` and `<body>` of every page, in the visitor's language from the first byte. */
export function Document({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
