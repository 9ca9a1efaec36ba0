'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { SavedToast } from '@/components/admin/SavedToast';
import { RichText } from '@/components/rich-text/RichText';
import { BusyButton } from '@/components/ui/BusyButton';
import type { AppLocale } from '@/i18n/routing';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { conflictOf } from '@/lib/client/edit-merge';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import type { ApplicationContractState, ContractPreview } from '@/features/contracts/schema';
import { DEPOSIT_CURRENCIES } from '@/lib/validation/form-limits';
import { useMailConfirm, type Recipient } from '@/features/waiting-list/ui/admin/useMailConfirm';

interface ContractPrepareProps {
  applicationId: number;
  /** Who the contract is mailed to. */
  buyer: Recipient;
  /** The latest contract's number as the screen was rendered (0: none). */
  version: number;
  /** The latest contract is signed: a new one supersedes it. */
  signed: boolean;
  listedPrice: number | null;
  chipNumber: string;
  /** The buyer's postal address as kept ('' until given). */
  postalAddress: string;
  /** The buyer's language, named in the breeder's. */
  language: string;
  locale: AppLocale;
}

/**
 * "Prepare contract": the terms only the breeder knows (price, breeding rights), the filled text
 * as the buyer will read it with every value still missing named, then "send".
 */
export function ContractPrepare(props: ContractPrepareProps) {
  const { applicationId, version, signed, listedPrice, language, locale } = props;
  const [chip, setChip] = useState(props.chipNumber);
  const [address, setAddress] = useState(props.postalAddress);
  const t = useTranslations('AdminContract');
  const errorText = useErrorText();
  const router = useRouter();
  const [price, setPrice] = useState(listedPrice === null ? '' : String(listedPrice));
  const [currency, setCurrency] = useState('EUR');
  const [rights, setRights] = useState<boolean | null>(null);
  const [preview, setPreview] = useState<ContractPreview | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'preview' | 'send' | null>(null);
  const [toast, setToast] = useState(false);
  const { ask, dialog } = useMailConfirm();

  const terms = () => ({
    price: price.trim() === '' ? null : Number(price),
    currency,
    breedingRights: rights,
    ...(chip.trim() !== '' && { chipNumber: chip.trim() }),
    ...(address.trim() !== '' && { buyerAddress: address }),
  });
  const fieldErrors = (failure: unknown) => {
    if (!(failure instanceof ApiRequestError) || failure.status !== 422) return false;
    setErrors(Object.fromEntries(failure.errors.map((e) => [e.path ?? '', e.msg])));
    return true;
  };

  const prepare = async () => {
    setBusy('preview');
    setErrors({});
    try {
      const path = `/admin/applications/${applicationId}/contract/preview`;
      setPreview(await apiFetch<ContractPreview>(path, { method: 'POST', body: terms() }));
    } catch (failure) {
      if (!fieldErrors(failure)) reportError(failure);
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    if (!(await ask(props.buyer, 'contract'))) return;
    setBusy('send');
    try {
      await apiFetch<ApplicationContractState>(`/admin/applications/${applicationId}/contract`, {
        method: 'POST',
        body: { ...terms(), version, ...(signed && { supersede: true }) },
      });
      setPreview(null);
      setToast(true);
      router.refresh();
    } catch (failure) {
      if (conflictOf(failure)) {
        showMessage({ type: 'warning', messages: [errorText('editConflict') ?? ''] });
        router.refresh();
      } else if (!fieldErrors(failure)) reportError(failure);
    } finally {
      setBusy(null);
    }
  };

  const invalid = (path: string) => (errors[path] ? ' is-invalid' : '');
  return (
    <div>
      {signed && <p className="small text-body-secondary">{t('supersedeNote')}</p>}
      <div className="row g-2 mb-2">
        <div className="col-6 col-md-3">
          <label htmlFor="contract-price" className="form-label">
            {t('price')}
          </label>
          <input
            id="contract-price"
            type="number"
            inputMode="numeric"
            min={1}
            className={`form-control${invalid('price')}`}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={errors.price ? 'contract-price-error' : undefined}
          />
          {errors.price && (
            <div id="contract-price-error" className="invalid-feedback">
              {errorText(errors.price)}
            </div>
          )}
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="contract-currency" className="form-label">
            {t('currency')}
          </label>
          <select
            id="contract-currency"
            className="form-select"
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
          >
            {DEPOSIT_CURRENCIES.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-6">
          <label htmlFor="contract-chip" className="form-label">
            {t('chipNumber')}
          </label>
          <input
            id="contract-chip"
            inputMode="numeric"
            autoComplete="off"
            maxLength={15}
            className={`form-control${invalid('chipNumber')}`}
            value={chip}
            onChange={(event) => setChip(event.target.value)}
            aria-invalid={errors.chipNumber ? true : undefined}
            aria-describedby={`contract-chip-help${errors.chipNumber ? ' contract-chip-error' : ''}`}
          />
          <div id="contract-chip-help" className="form-text">
            {t('chipHelp')}
          </div>
          {errors.chipNumber && (
            <div id="contract-chip-error" className="invalid-feedback">
              {errorText(errors.chipNumber)}
            </div>
          )}
        </div>
        <div className="col-12 col-md-6">
          <label htmlFor="contract-address" className="form-label">
            {t('buyerAddress')}
          </label>
          <textarea
            id="contract-address"
            rows={3}
            autoComplete="off"
            className={`form-control${invalid('buyerAddress')}`}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            aria-invalid={errors.buyerAddress ? true : undefined}
            aria-describedby={`contract-address-help${errors.buyerAddress ? ' contract-address-error' : ''}`}
          />
          <div id="contract-address-help" className="form-text">
            {t('buyerAddressHelp')}
          </div>
          {errors.buyerAddress && (
            <div id="contract-address-error" className="invalid-feedback">
              {errorText(errors.buyerAddress)}
            </div>
          )}
        </div>
        <fieldset className="col-12 col-md-6">
          <legend className="form-label fs-6 mb-2">{t('breedingRights')}</legend>
          {([true, false] as const).map((value) => (
            <div className="form-check" key={String(value)}>
              <input
                id={`contract-rights-${value}`}
                type="radio"
                name="breedingRights"
                className="form-check-input"
                checked={rights === value}
                onChange={() => setRights(value)}
              />
              <label htmlFor={`contract-rights-${value}`} className="form-check-label">
                {t(value ? 'breedingYes' : 'breedingNo')}
              </label>
            </div>
          ))}
        </fieldset>
      </div>
      <p className="small text-body-secondary">{t('chipHint')}</p>
      <BusyButton variant="outline-primary" busy={busy === 'preview'} onClick={prepare}>
        {t('prepare')}
      </BusyButton>
      {preview && (
        <div className="mt-3">
          {preview.missing.length > 0 && (
            <div className="alert alert-warning" role="alert" data-testid="contract-missing">
              <p className="mb-1">{t('missing')}</p>
              {preview.missing.some((name) => name.startsWith('seller')) && (
                <p className="mb-1">{t('missingSeller')}</p>
              )}
              <ul className="mb-0">
                {preview.missing.map((name) => (
                  <li key={name}>
                    <code>{`{${name}}`}</code>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <h3 className="h6">{t('preview', { language })}</h3>
          <div className="border rounded p-3 mb-3 contract-preview">
            <RichText doc={preview.doc} lang={locale} headingOffset={2} />
          </div>
          <BusyButton
            variant="primary"
            busy={busy === 'send'}
            disabled={preview.missing.length > 0}
            onClick={send}
          >
            {t(signed ? 'sendNew' : 'send')}
          </BusyButton>
        </div>
      )}
      <SavedToast show={toast} onClose={() => setToast(false)} message={t('sent')} />
      {dialog}
    </div>
  );
}
