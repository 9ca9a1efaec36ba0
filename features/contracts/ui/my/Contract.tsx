import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/rich-text/RichText';
import type { AppLocale } from '@/i18n/routing';
import { formatMoment, myContract } from '../../reads';
import { fieldErrors, type FieldErrors } from '@/components/ui/field-errors';
import { LabelledField } from '@/components/ui/LabelledField';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { publicPaths } from '@/lib/public-paths.mjs';

/** What the signing form's answer said (the page's query after the 303). */
export interface ContractFormState {
  /** `signed` after a signature. */
  done: string | null;
  /** The refusal: comma-separated `apiErrors` keys. */
  error: string | null;
  /** The name typed, kept when the signature was refused. */
  name: string | null;
  /** `done` after a withdrawal; the refusal's `apiErrors` key otherwise. */
  withdrawal?: string | null;
  withdrawalError?: string | null;
}

const FIELD_ERRORS = {
  name: ['signatureNameRequired', 'signatureNameTooLong'],
  accept: ['signatureAcceptRequired'],
};
const REASONS = [
  'contractChanged',
  'contractAlreadyWithdrawn',
  'contractNotSigned',
  'withdrawalConfirmRequired',
  'contractAlreadySigned',
  'contractNotFound',
  'linkNotValid',
  'invalidValue',
  'tooManyAttempts',
  'serverError',
];

/**
 * The buyer's contract: the text as sent, then the signature form — the name typed
 * and the box ticked — posted without any script. The form carries the hash of the text shown,
 * so a contract changed meanwhile is refused and its new text shown instead.
 */
export async function Contract({
  applicationId,
  token,
  locale,
  form,
}: {
  applicationId: number;
  token: string;
  locale: AppLocale;
  form: ContractFormState;
}) {
  const contract = await myContract(applicationId);
  if (!contract) return null;
  const [t, errors] = await Promise.all([
    getTranslations({ locale, namespace: 'MyContract' }),
    getTranslations({ locale, namespace: 'apiErrors' }),
  ]);
  const refused = (form.error ?? '').split(',').filter(Boolean);
  const fieldError = (field: keyof typeof FIELD_ERRORS) =>
    refused.find((key) => FIELD_ERRORS[field].includes(key));
  const nameError = fieldError('name');
  const refusals = fieldErrors(
    { name: nameError, accept: fieldError('accept') },
    (field) => `contract-${field}`,
    (key) => errors(key as 'signatureNameRequired'),
  );
  const reason = refused.find((key) => REASONS.includes(key));
  const action = `/api/my/${encodeURIComponent(token)}/contract/sign`;
  const withdrawAction = `/api/my/${encodeURIComponent(token)}/contract/withdrawal`;
  const withdrawalRefusal = form.withdrawalError
    ? REASONS.includes(form.withdrawalError)
      ? form.withdrawalError
      : 'serverError'
    : null;

  return (
    <section id="contract" aria-labelledby="my-contract" className="mb-4">
      <h2 id="my-contract" className="h4">
        {t('heading')}
      </h2>
      <p className="small text-body-secondary">
        {t('version', { number: String(contract.number) })}
        {' · '}
        <PrefetchLink href={publicPaths.terms}>
          {t('termsLink', { number: contract.termsVersion })}
        </PrefetchLink>
      </p>
      <Outcome
        done={form.done === 'signed' && contract.status === 'signed' && t('signedDone')}
        refusal={reason && errors(reason as 'contractChanged')}
      />
      <div className="card card-body mb-3 contract-text">
        <RichText doc={contract.doc} headingOffset={1} />
      </div>
      {contract.status === 'signed' ? (
        <>
          <p className="fw-semibold" data-testid="contract-signed">
            {t('signed', {
              name: contract.signedName ?? '',
              date: formatMoment(locale, new Date(contract.signedAt!)),
            })}
          </p>
          {contract.pdfUrl && (
            <p>
              <a href={contract.pdfUrl} className="btn btn-outline-primary" download>
                {t('download')}
              </a>
            </p>
          )}
          {contract.verifyPath && (
            <p className="small">
              {t.rich('verifyLink', {
                url: contract.verifyPath,
                link: (chunks) => <a href={contract.verifyPath!}>{chunks}</a>,
              })}
            </p>
          )}
          <section id="withdrawal" aria-labelledby="my-withdrawal" className="mt-4">
            <h3 id="my-withdrawal" className="h5">
              {t('withdrawHeading')}
            </h3>
            <Outcome
              done={form.withdrawal === 'done' && contract.withdrawnAt && t('withdrawnDone')}
              refusal={withdrawalRefusal && errors(withdrawalRefusal as 'contractAlreadyWithdrawn')}
            />
            {contract.withdrawnAt ? (
              <p className="fw-semibold" data-testid="contract-withdrawn">
                {t('withdrawn', {
                  date: formatMoment(locale, new Date(contract.withdrawnAt)),
                  due: formatMoment(locale, new Date(contract.refundDueAt!)),
                })}
              </p>
            ) : (
              <>
                <p>{t('withdrawIntro')}</p>
                <details open={withdrawalRefusal !== null}>
                  <summary className="btn btn-outline-danger">{t('withdrawButton')}</summary>
                  <form method="post" action={withdrawAction} noValidate className="mt-3">
                    <input type="hidden" name="number" value={contract.number} />
                    <RequiredCheck
                      id="withdrawal-confirm"
                      name="confirm"
                      label={t('withdrawConfirmLabel', {
                        number: String(contract.number),
                        puppy: contract.puppyName,
                      })}
                    />
                    <button type="submit" className="btn btn-danger">
                      {t('withdrawConfirm')}
                    </button>
                  </form>
                </details>
              </>
            )}
          </section>
        </>
      ) : (
        <form method="post" action={action} noValidate>
          <p>{t('intro')}</p>
          <input type="hidden" name="hash" value={contract.textHash} />
          <LabelledField
            id="contract-name"
            label={t('nameLabel')}
            className="mb-3"
            error={refusals.feedback('name')}
          >
            <input
              id="contract-name"
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={200}
              defaultValue={form.name ?? ''}
              className={`form-control${nameError ? ' is-invalid' : ''}`}
              {...refusals.invalid('name', 'contract-name-hint')}
            />
            <div id="contract-name-hint" className="form-text">
              {t('nameHint')}
            </div>
          </LabelledField>
          <RequiredCheck
            id="contract-accept"
            name="accept"
            label={t('acceptLabel')}
            refusals={refusals}
          />
          <button type="submit" className="btn btn-primary">
            {t('sign')}
          </button>
          <p className="small text-body-secondary mt-2 mb-0">{t('signNote')}</p>
        </form>
      )}
    </section>
  );
}

/** What the last post answered: that it was done, or why it was refused. */
function Outcome({ done, refusal }: { done: ReactNode; refusal: ReactNode }) {
  return (
    <>
      {done && (
        <p className="alert alert-success" role="status">
          {done}
        </p>
      )}
      {refusal && (
        <p className="alert alert-danger" role="alert">
          {refusal}
        </p>
      )}
    </>
  );
}

interface RequiredCheckProps {
  id: string;
  name: string;
  label: ReactNode;
  /** The form's refusals, when the box can be refused (the field is its `name`). */
  refusals?: FieldErrors;
}

/** A box the form cannot be sent without, its refusal under it. */
function RequiredCheck({ id, name, label, refusals }: RequiredCheckProps) {
  const feedback = refusals?.feedback(name);
  return (
    <div className="form-check mb-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        required
        className={`form-check-input${feedback ? ' is-invalid' : ''}`}
        {...refusals?.invalid(name)}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
      {feedback}
    </div>
  );
}
