'use client';

import { useTranslations, WithAddedMessages } from '@/lib/client/intl';
import { useEffect, useSyncExternalStore } from 'react';
import {
  createAlertStore,
  HIDE_MESSAGE_EVENT,
  SHOW_MESSAGE_EVENT,
  type AlertState,
  type ShowMessageDetail,
} from '@/lib/client/alerts';

const store = createAlertStore();

/**
 * SPEC §3 alert banner: raised by a `show-message` window event from any component, taken down
 * by `hide-message`. It reads the messages of the page's forms too (their error codes).
 */
export function AlertBanner() {
  return (
    <WithAddedMessages>
      <Banner />
    </WithAddedMessages>
  );
}

function Banner() {
  const t = useTranslations();
  const alert = useSyncExternalStore(store.subscribe, store.getSnapshot, () => null);

  useEffect(() => {
    const onShow = (event: Event) => store.show((event as CustomEvent<ShowMessageDetail>).detail);
    window.addEventListener(SHOW_MESSAGE_EVENT, onShow);
    window.addEventListener(HIDE_MESSAGE_EVENT, store.dismiss);
    return () => {
      window.removeEventListener(SHOW_MESSAGE_EVENT, onShow);
      window.removeEventListener(HIDE_MESSAGE_EVENT, store.dismiss);
    };
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
      {alert && <AlertBox key={alert.id} alert={alert} translate={translate} />}
    </div>
  );
}

interface AlertBoxProps {
  alert: AlertState;
  translate: (message: string) => string;
}

function AlertBox({ alert, translate }: AlertBoxProps) {
  const t = useTranslations('Alerts');
  return (
    <div
      role="alert"
      className={`alert alert-${alert.variant} alert-dismissible mt-3 mb-0 shadow-sm`}
      data-testid="alert-banner"
    >
      <span className="visually-hidden">{t(alert.variant)}: </span>
      {alert.messages.length === 1 ? (
        <p className="mb-0">{translate(alert.messages[0] ?? '')}</p>
      ) : (
        <ul className="mb-0 ps-3">
          {alert.messages.map((message, index) => (
            <li key={index}>{translate(message)}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="btn-close"
        aria-label={t('dismiss')}
        onClick={store.dismiss}
      />
    </div>
  );
}
