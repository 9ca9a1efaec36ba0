'use client';

import { useTranslations } from '@/lib/client/intl';
import { useEffect, useRef } from 'react';
import { routing } from '@/i18n/routing';
import { Flag } from './Flags';
import { useChangeLocale } from './useChangeLocale';

/** The full-screen language choice (SPEC §4), shown by LanguagePicker when one is needed. */
export default function LanguageDialog() {
  const t = useTranslations('LanguagePicker');
  const tLocales = useTranslations('Locales');
  const [changeLocale] = useChangeLocale();

  const dialogRef = useRef<HTMLDialogElement>(null);

  // A native modal dialog: the page behind is inert and focus stays inside until a choice,
  // which stores the locale and unmounts it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="language-picker-title"
      className="language-picker"
      // A choice is needed: Escape does not dismiss it.
      onCancel={(event) => event.preventDefault()}
    >
      <div className="language-picker__body">
        <h2 id="language-picker-title" className="mb-5">
          {t('title')}
        </h2>
        <ul className="list-unstyled d-flex flex-wrap justify-content-center gap-4 m-0">
          {routing.locales.map((locale) => (
            <li key={locale}>
              <button
                type="button"
                lang={locale}
                className="language-picker__flag btn btn-light"
                onClick={() => changeLocale(locale)}
              >
                <Flag locale={locale} />
                <span className="d-block mt-2 fw-semibold">{tLocales(locale)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
