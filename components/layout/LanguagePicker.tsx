'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import Modal from 'react-bootstrap/Modal';
import { routing } from '@/i18n/routing';
import { LOCALE_STORED_EVENT, storedLocale } from '@/lib/client/preferences';
import { shouldShowLanguagePicker } from '@/lib/i18n/locale';
import { Flag } from './Flags';
import { useChangeLocale } from './useChangeLocale';

const subscribe = (listener: () => void) => {
  window.addEventListener(LOCALE_STORED_EVENT, listener);
  return () => window.removeEventListener(LOCALE_STORED_EVENT, listener);
};
const needsPicker = () =>
  shouldShowLanguagePicker({ stored: storedLocale(), languages: navigator.languages ?? [] });

/**
 * SPEC §4: asks for a language only when none is stored and the browser offers none we
 * support; otherwise the stored or matched locale already applies silently.
 */
export function LanguagePicker() {
  const t = useTranslations('LanguagePicker');
  const tLocales = useTranslations('Locales');
  const [changeLocale] = useChangeLocale();
  const show = useSyncExternalStore(subscribe, needsPicker, () => false);

  return (
    <Modal
      show={show}
      fullscreen
      backdrop="static"
      keyboard={false}
      aria-labelledby="language-picker-title"
      className="language-picker"
    >
      <Modal.Body className="d-flex flex-column align-items-center justify-content-center text-center">
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
      </Modal.Body>
    </Modal>
  );
}
