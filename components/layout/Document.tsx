import type { ReactNode } from 'react';
import { brandFont, brandFontExt } from './fonts/brand';
import type { AppLocale } from '@/i18n/routing';
import { ClientMessages, LAYOUT_API_ERRORS, PUBLIC_NAMESPACES } from './ClientMessages';

/**
 * `<html>` and `<body>` of every page, in the visitor's language from the first byte. The
 * headings' font is on (`data-fonts`); a static page switches it on once it has fetched it after
 * its first paint (lib/first-paint-loader.mjs).
 */
export function Document({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  return (
    <html lang={locale} className={`${brandFont.variable} ${brandFontExt.variable}`} data-fonts="">
      <body>
        <ClientMessages namespaces={PUBLIC_NAMESPACES} apiErrors={LAYOUT_API_ERRORS}>
          {children}
        </ClientMessages>
      </body>
    </html>
  );
}
