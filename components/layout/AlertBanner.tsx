'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import Alert from 'react-bootstrap/Alert';
import {
  createAlertStore,
  SHOW_MESSAGE_EVENT,
  type AlertState,
  type ShowMessageDetail,
} from '@/lib/client/alerts';

const store = createAlertStore();

/** SPEC §3 alert banner: raised by a `show-message` window event from any component. */
export function AlertBanner() {
  const t = useTranslations();
  const alert = useSyncExternalStore(store.subscribe, store.getSnapshot, () => null);
  // Keep the last alert's content on screen while it fades out.
  const [shown, setShown] = useState<AlertState | null>(alert);
  if (alert && alert !== shown) setShown(alert);

  useEffect(() => {
    const onShow = (event: Event) => store.show((event as CustomEvent<ShowMessageDetail>).detail);
    window.addEventListener(SHOW_MESSAGE_EVENT, onShow);
    return () => window.removeEventListener(SHOW_MESSAGE_EVENT, onShow);
  }, []);

  // Messages are translation keys (with or without the `apiErrors.` prefix) or plain text.
  const translate = (message: string): string => {
    const has = t.has as (key: string) => boolean;
    const tr = t as unknown as (key: string) => string;
    if (has(message)) return tr(message);
    if (has(`apiErrors.${message}`)) return tr(`apiErrors.${message}`);
    return message;
  };

  return (
    <div className="alert-area container" aria-live="polite">
      {shown && (
        <Alert
          show={alert !== null}
          variant={shown.variant}
          dismissible
          closeLabel={t('Alerts.dismiss')}
          onClose={store.dismiss}
          className="mt-3 mb-0 shadow-sm"
          data-testid="alert-banner"
        >
          <span className="visually-hidden">{t(`Alerts.${shown.variant}`)}: </span>
          {shown.messages.length === 1 ? (
            <p className="mb-0">{translate(shown.messages[0] ?? '')}</p>
          ) : (
            <ul className="mb-0 ps-3">
              {shown.messages.map((message, index) => (
                <li key={index}>{translate(message)}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </div>
  );
}
