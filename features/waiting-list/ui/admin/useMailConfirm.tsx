'use client';

import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { useTranslations } from '@/lib/client/intl';
import type { AppLocale } from '@/i18n/routing';

/** What a change mails the buyer. */
export type BuyerMailKind = 'offer' | 'depositRequest' | 'receipt' | 'link' | 'contract';

export interface Recipient {
  name: string;
  email: string;
  locale: AppLocale;
}

/** Whether the site sends mail: without it nothing is asked, as nobody is mailed. */
const MailOn = createContext(true);

export function MailOnProvider({ mail, children }: { mail: boolean; children: ReactNode }) {
  return <MailOn.Provider value={mail}>{children}</MailOn.Provider>;
}

/**
 * Before a change that mails a buyer, the screen says so, to whom and in which language, and
 * asks: `ask` resolves true once the breeder chose to send, false on Cancel (nothing is sent,
 * and the form keeps what was typed).
 */
export function useMailConfirm() {
  const t = useTranslations('BuyerMailConfirm');
  const mail = useContext(MailOn);
  const [asked, setAsked] = useState<{ to: Recipient; kind: BuyerMailKind } | null>(null);
  const answer = useRef<(send: boolean) => void>(() => {});

  const ask = (to: Recipient, kind: BuyerMailKind): Promise<boolean> => {
    if (!mail) return Promise.resolve(true);
    setAsked({ to, kind });
    return new Promise((resolve) => {
      answer.current = resolve;
    });
  };
  const close = (send: boolean) => {
    setAsked(null);
    answer.current(send);
  };

  const dialog = (
    <ConfirmDialog
      show={asked !== null}
      title={asked ? t('title', { kind: asked.kind }) : ''}
      body={
        asked && (
          <p className="mb-0" data-testid="buyer-mail-notice">
            {t('body', { name: asked.to.name, email: asked.to.email, locale: asked.to.locale })}
          </p>
        )
      }
      confirmLabel={t('send')}
      confirmVariant="primary"
      onCancel={() => close(false)}
      onConfirm={async () => close(true)}
    />
  );
  return { ask, dialog };
}
