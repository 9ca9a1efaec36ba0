'use client';

import { useRouter } from 'next/navigation';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { SavedToast } from '@/components/admin/SavedToast';
import { useFieldErrors } from '@/components/admin/useFieldErrors';
import { LabelledField } from '@/components/ui/LabelledField';
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

/** The terms typed in: their input ids, labels, hints and columns. */
const TYPED_TERMS = {
  price: { id: 'contract-price', label: 'price', className: 'col-6 col-md-3' },
  chipNumber: {
    id: 'contract-chip',
    label: 'chipNumber',
    help: 'chipHelp',
    className: 'col-12 col-md-6',
  },
  buyerAddress: {
    id: 'contract-address',
    label: 'buyerAddress',
    help: 'buyerAddressHelp',
    className: 'col-12 col-md-6',
  },
} as const;
type TypedTerm = keyof typeof TYPED_TERMS;
const fieldId = (path: string) => TYPED_TERMS[path as TypedTerm]?.id ?? `contract-${path}`;

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
  const [typed, setTyped] = useState<Record<TypedTerm, string>>({
    price: listedPrice === null ? '' : String(listedPrice),
    chipNumber: props.chipNumber,
    buyerAddress: props.postalAddress,
  });
  const t = useTranslations('AdminContract');
  const errorText = useErrorText();
  const router = useRouter();
  const [currency, setCurrency] = useState('EUR');
  const [rights, setRights] = useState<boolean | null>(null);
  const [preview, setPreview] = useState<ContractPreview | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'preview' | 'send' | null>(null);
  const [toast, setToast] = useState(false);
  const { ask, dialog } = useMailConfirm();

  const { price, chipNumber, buyerAddress } = typed;
  const terms = () => ({
    price: price.trim() === '' ? null : Number(price),
    currency,
    breedingRights: rights,
    ...(chipNumber.trim() !== '' && { chipNumber: chipNumber.trim() }),
    ...(buyerAddress.trim() !== '' && { buyerAddress }),
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

  const { invalid, feedback } = useFieldErrors(errors, fieldId);
  /** A typed term's control: its id, value, hint and refusal. */
  const control = (name: TypedTerm) => {
    const { id, ...term } = TYPED_TERMS[name];
    return {
      id,
      className: `form-control${errors[name] ? ' is-invalid' : ''}`,
      value: typed[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setTyped({ ...typed, [name]: event.target.value }),
      ...invalid(name, 'help' in term ? `${id}-help` : undefined),
    };
  };
  /** A typed term's field: its label, the control, its hint and refusal under it. */
  const typedTerm = (name: TypedTerm, input: ReactNode) => {
    const { id, label, className, ...term } = TYPED_TERMS[name];
    return (
      <LabelledField id={id} label={t(label)} className={className} error={feedback(name)}>
        {input}
        {'help' in term && (
          <div id={`${id}-help`} className="form-text">
            {t(term.help)}
          </div>
        )}
      </LabelledField>
    );
  };
  return (
    <div>
      {signed && <p className="small text-body-secondary">{t('supersedeNote')}</p>}
      <div className="row g-2 mb-2">
        {typedTerm(
          'price',
          <input type="number" inputMode="numeric" min={1} {...control('price')} />,
        )}
        <LabelledField id="contract-currency" label={t('currency')} className="col-6 col-md-3">
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
        </LabelledField>
        {typedTerm(
          'chipNumber',
          <input
            inputMode="numeric"
            autoComplete="off"
            maxLength={15}
            {...control('chipNumber')}
          />,
        )}
        {typedTerm(
          'buyerAddress',
          <textarea rows={3} autoComplete="off" {...control('buyerAddress')} />,
        )}
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
