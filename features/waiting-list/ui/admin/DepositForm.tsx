'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from '@/lib/client/intl';
import { useErrorText } from '@/lib/client/error-text';
import { DEPOSIT_CURRENCIES } from '@/lib/validation/form-limits';
import type { WaitingEntryView } from '@/features/waiting-list/schema';
import type { ChangeEntry } from './change-entry';
import { useMailConfirm, type BuyerMailKind } from './useMailConfirm';

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
  const errorText = useErrorText();
  const deposit = entry.deposit;
  const [amount, setAmount] = useState(deposit ? String(deposit.amount) : '');
  const [currency, setCurrency] = useState(deposit?.currency ?? defaultCurrency);
  const [dueAt, setDueAt] = useState(deposit?.dueAt ?? '');
  const [received, setReceived] = useState(deposit?.receivedAt !== null && deposit !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { ask, dialog } = useMailConfirm();
  const id = (field: string) => `deposit-${entry.id}-${field}`;
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
    const refused = await run(entry, {
      path: `/admin/applications/${entry.id}/deposit`,
      method: 'PATCH',
      body: { amount: Number(amount), currency, dueAt, received },
      done: t('depositSaved', { name: entry.name }),
    });
    setErrors(Object.fromEntries((refused?.errors ?? []).map((e) => [e.path ?? '', e.msg])));
  };

  const field = (name: string) => ({
    id: id(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? id(`${name}-error`) : undefined,
  });
  const error = (name: string) =>
    errors[name] && (
      <div id={id(`${name}-error`)} className="invalid-feedback d-block">
        {errorText(errors[name])}
      </div>
    );

  const form = (
    <form className="row g-2 mt-1" onSubmit={(event) => void submit(event)} noValidate>
      <div className="col-6 col-sm-3">
        <label htmlFor={id('amount')} className="form-label small">
          {t('amount')}
        </label>
        <input
          {...field('amount')}
          className="form-control form-control-sm"
          inputMode="numeric"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          required
        />
        {error('amount')}
      </div>
      <div className="col-6 col-sm-3">
        <label htmlFor={id('currency')} className="form-label small">
          {t('currency')}
        </label>
        <select
          {...field('currency')}
          className="form-select form-select-sm"
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
        >
          {DEPOSIT_CURRENCIES.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </select>
        {error('currency')}
      </div>
      <div className="col-6 col-sm-3">
        <label htmlFor={id('dueAt')} className="form-label small">
          {t('dueAt')}
        </label>
        <input
          {...field('dueAt')}
          type="date"
          className="form-control form-control-sm"
          value={dueAt}
          onChange={(event) => setDueAt(event.target.value)}
          required
        />
        {error('dueAt')}
      </div>
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
