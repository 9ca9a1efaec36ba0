'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from '@/lib/client/intl';
import type { OfferablePuppy, WaitingEntryView } from '@/features/waiting-list/schema';
import type { ChangeEntry } from './change-entry';
import { DepositForm } from './DepositForm';
import { OfferForm } from './OfferForm';
import { useMailConfirm } from './useMailConfirm';

interface WaitingEntryProps {
  entry: WaitingEntryView;
  last: boolean;
  puppies: OfferablePuppy[];
  litterId: number | null;
  defaultCurrency: string;
  defaultHours: number;
  change: ChangeEntry;
}

function Arrow({ up = false }: { up?: boolean }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 16 16" fill="currentColor">
      <path
        d={
          up
            ? 'M8 2.5 3 7.5l1.06 1.06L7.25 5.37V13.5h1.5V5.37l3.19 3.19L13 7.5z'
            : 'M8 13.5l5-5-1.06-1.06-3.19 3.19V2.5h-1.5v8.13L4.06 7.44 3 8.5z'
        }
      />
    </svg>
  );
}

/** One applicant in a line: place, deposit, offer and the breeder's buttons. */
export function WaitingEntry({ entry, last, puppies, litterId, ...props }: WaitingEntryProps) {
  const t = useTranslations('WaitingList');
  const format = useFormatter();
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const { ask, dialog } = useMailConfirm();
  const who = { name: entry.name };
  const run = async (...args: Parameters<ChangeEntry>) => {
    setBusy(true);
    try {
      return await props.change(...args);
    } finally {
      setBusy(false);
    }
  };
  const moment = (iso: string) =>
    format.dateTime(new Date(iso), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  const move = (position: number, label: string) =>
    run(entry, {
      path: `/admin/applications/${entry.id}/move`,
      method: 'POST',
      body: { position },
      done: label,
    });

  return (
    <article className="card-body" aria-labelledby={`entry-${entry.id}-name`}>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
        <h3 id={`entry-${entry.id}-name`} className="h5 mb-0 text-break">
          <span className="text-body-secondary me-2">
            {t('place', { place: String(entry.place) })}
          </span>
          {entry.name}
        </h3>
        <span
          className={`badge ${entry.status === 'offered' ? 'text-bg-warning' : 'text-bg-secondary'}`}
        >
          {t('status', { status: entry.status })}
        </span>
      </div>
      <p className="small text-body-secondary mb-2 text-break">
        <a href={`mailto:${entry.email}`}>{entry.email}</a> · {entry.country} · {entry.locale} ·{' '}
        {t('passes', { count: entry.passes })}
        {entry.moved && <> · {t('moved')}</>}
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        {/* Arrows to see, the whole sentence to hear: the name is read by screen readers only. */}
        <button
          type="button"
          className="btn btn-outline-secondary btn-icon"
          aria-label={t('moveUp', who)}
          title={t('moveUp', who)}
          disabled={busy || entry.place <= 1}
          onClick={() => void move(entry.place - 1, t('moveUp', who))}
        >
          <Arrow up />
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-icon"
          aria-label={t('moveDown', who)}
          title={t('moveDown', who)}
          disabled={busy || last}
          onClick={() => void move(entry.place + 1, t('moveDown', who))}
        >
          <Arrow />
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={busy}
          onClick={async () => {
            if (!(await ask(entry, 'link'))) return;
            void run(entry, {
              path: `/admin/applications/${entry.id}/link?version=${entry.version}`,
              method: 'POST',
              done: t('linkSent', who),
              onDone: (answer) => setLink(answer.link ?? null),
            });
          }}
        >
          {t('newLink', who)}
        </button>
      </div>
      {link && (
        <div className="mb-3">
          <label htmlFor={`link-${entry.id}`} className="form-label small">
            {t('linkCopy', who)}
          </label>
          <input
            id={`link-${entry.id}`}
            className="form-control form-control-sm"
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
          />
        </div>
      )}

      <DepositForm entry={entry} defaultCurrency={props.defaultCurrency} busy={busy} run={run} />

      {entry.offer ? (
        <div className="border border-warning rounded p-2 mb-2 d-flex flex-wrap align-items-center gap-2">
          <span data-testid="open-offer">
            {t('offered', { dog: entry.offer.dog.name, deadline: moment(entry.offer.expiresAt) })}
          </span>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            disabled={busy}
            onClick={() =>
              void run(entry, {
                path: `/admin/offers/${entry.offer!.id}?version=${entry.version}`,
                method: 'DELETE',
                done: t('offerWithdrawn'),
              })
            }
          >
            {t('withdrawOffer', who)}
          </button>
        </div>
      ) : (
        entry.status === 'waiting' && (
          <OfferForm
            entry={entry}
            puppies={puppies}
            litterId={litterId}
            defaultHours={props.defaultHours}
            busy={busy}
            run={run}
          />
        )
      )}

      {entry.history.length > 0 && (
        <>
          <h4 className="h6 mt-3">{t('history')}</h4>
          <ul className="small mb-0">
            {entry.history.map((offer) => (
              <li key={offer.id}>
                {t('historyItem', {
                  dog: offer.dog.name,
                  status: offer.status,
                  date: moment(offer.answeredAt ?? offer.expiresAt),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {dialog}
    </article>
  );
}
