'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from '@/lib/client/intl';
import { DEPOSIT_CURRENCIES } from '@/lib/validation/form-limits';
import type { WaitingEntryView } from '@/features/waiting-list/schema';
import type { ChangeEntry } from './change-entry';
import { useMailConfirm, type BuyerMailKind } from './useMailConfirm';
import { useEntryForm, type EntryField } from './useEntryForm';

/** The deposit's fields: their labels and columns. */
const DEPOSIT_FIELDS = {
  amount: { label: 'amount', className: 'col-6 col-sm-3' },
  currency: { label: 'currency', className: 'col-6 col-sm-3' },
  dueAt: { label: 'dueAt', className: 'col-6 col-sm-3' },
} satisfies Record<string, EntryField>;

interface DepositFormProps {
  entry: WaitingEntryView;
  defaultCurrency: string;
  busy: boolean;
  run: ChangeEntry;
  /** On the application's own screen: always open, under its own heading. */
  open?: boolean;
}

/** The deposit asked of one applicant, and whether it has come; errors beside their fields. */
export function DepositForm({ entry, defaultCurrency, busy, run, open }: DepositFormProps) {
  const t = useTranslations('WaitingList');
  const format = useFormatter();
  const deposit = entry.deposit;
  const { values, id, control, field, send } = useEntryForm('deposit', entry, run, DEPOSIT_FIELDS, {
    amount: deposit ? String(deposit.amount) : '',
    currency: deposit?.currency ?? defaultCurrency,
    dueAt: deposit?.dueAt ?? '',
  });
  const { amount, currency, dueAt } = values;
  const [received, setReceived] = useState(deposit?.receivedAt !== null && deposit !== null);
  const { ask, dialog } = useMailConfirm();
  const money = (value: number, code: string) =>
    format.number(value, { style: 'currency', currency: code, maximumFractionDigits: 0 });
  // A calendar day: the same on the server and in any browser.
  const day = (iso: string) =>
    format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });

  const summary = !deposit
    ? t('depositNone')
    : deposit.receivedAt
      ? t('depositPaid', {
          amount: money(deposit.amount, deposit.currency),
          reference: deposit.reference,
        })
      : t('depositAsked', {
          amount: money(deposit.amount, deposit.currency),
          due: deposit.dueAt ? day(deposit.dueAt) : '–',
          reference: deposit.reference,
        });

  // What the save mails the buyer, as the server decides it (features/waiting-list/server/waiting-list.ts).
  const mails = (): BuyerMailKind | null => {
    if (received) return deposit?.receivedAt ? null : 'receipt';
    const changed =
      !deposit ||
      deposit.amount !== Number(amount) ||
      deposit.currency !== currency ||
      (deposit.dueAt ?? '') !== dueAt;
    return changed ? 'depositRequest' : null;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const kind = amount.trim() === '' ? null : mails();
    if (kind && !(await ask(entry, kind))) return;
    await send({
      path: `/admin/applications/${entry.id}/deposit`,
      method: 'PATCH',
      body: { amount: Number(amount), currency, dueAt, received },
      done: t('depositSaved', { name: entry.name }),
    });
  };

  const form = (
    <form className="row g-2 mt-1" onSubmit={(event) => void submit(event)} noValidate>
      {field(
        'amount',
        <input
          className="form-control form-control-sm"
          inputMode="numeric"
          required
          {...control('amount')}
        />,
      )}
      {field(
        'currency',
        <select className="form-select form-select-sm" {...control('currency')}>
          {DEPOSIT_CURRENCIES.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </select>,
      )}
      {field(
        'dueAt',
        <input
          type="date"
          className="form-control form-control-sm"
          required
          {...control('dueAt')}
        />,
      )}
      <div className="col-6 col-sm-3 d-flex align-items-end">
        <div className="form-check mb-1">
          <input
            id={id('received')}
            type="checkbox"
            className="form-check-input"
            checked={received}
            onChange={(event) => setReceived(event.target.checked)}
          />
          <label htmlFor={id('received')} className="form-check-label">
            {t('received')}
          </label>
        </div>
      </div>
      <div className="col-12">
        <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
          {t('saveDeposit', { name: entry.name })}
        </button>
      </div>
    </form>
  );
  if (open) {
    return (
      <section aria-labelledby={id('heading')} className="card card-body mb-4">
        <h2 id={id('heading')} className="h5">
          {t('deposit')}
        </h2>
        <p className="mb-1" data-testid="deposit-summary">
          {summary}
        </p>
        {form}
        {dialog}
      </section>
    );
  }
  return (
    <details className="mb-3">
      <summary>
        {t('deposit')}: <span data-testid="deposit-summary">{summary}</span>
      </summary>
      {form}
      {dialog}
    </details>
  );
}
