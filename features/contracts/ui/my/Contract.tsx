import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/rich-text/RichText';
import type { AppLocale } from '@/i18n/routing';
import { formatMoment, myContract } from '../../reads';
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
  const acceptError = fieldError('accept');
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
      {form.done === 'signed' && contract.status === 'signed' && (
        <p className="alert alert-success" role="status">
          {t('signedDone')}
        </p>
      )}
      {reason && (
        <p className="alert alert-danger" role="alert">
          {errors(reason as 'contractChanged')}
        </p>
      )}
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
            {form.withdrawal === 'done' && contract.withdrawnAt && (
              <p className="alert alert-success" role="status">
                {t('withdrawnDone')}
              </p>
            )}
            {withdrawalRefusal && (
              <p className="alert alert-danger" role="alert">
                {errors(withdrawalRefusal as 'contractAlreadyWithdrawn')}
              </p>
            )}
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
                    <div className="form-check mb-3">
                      <input
                        id="withdrawal-confirm"
                        name="confirm"
                        type="checkbox"
                        required
                        className="form-check-input"
                      />
                      <label htmlFor="withdrawal-confirm" className="form-check-label">
                        {t('withdrawConfirmLabel', {
                          number: String(contract.number),
                          puppy: contract.puppyName,
                        })}
                      </label>
                    </div>
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
          <div className="mb-3">
            <label htmlFor="contract-name" className="form-label">
              {t('nameLabel')}
            </label>
            <input
              id="contract-name"
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={200}
              defaultValue={form.name ?? ''}
              className={`form-control${nameError ? ' is-invalid' : ''}`}
              aria-describedby={`contract-name-hint${nameError ? ' contract-name-error' : ''}`}
              aria-invalid={nameError ? true : undefined}
            />
            <div id="contract-name-hint" className="form-text">
              {t('nameHint')}
            </div>
            {nameError && (
              <div id="contract-name-error" className="invalid-feedback d-block">
                {errors(nameError as 'signatureNameRequired')}
              </div>
            )}
          </div>
          <div className="form-check mb-3">
            <input
              id="contract-accept"
              name="accept"
              type="checkbox"
              required
              className={`form-check-input${acceptError ? ' is-invalid' : ''}`}
              aria-describedby={acceptError ? 'contract-accept-error' : undefined}
              aria-invalid={acceptError ? true : undefined}
            />
            <label htmlFor="contract-accept" className="form-check-label">
              {t('acceptLabel')}
            </label>
            {acceptError && (
              <div id="contract-accept-error" className="invalid-feedback d-block">
                {errors(acceptError as 'signatureAcceptRequired')}
              </div>
            )}
          </div>
          <button type="submit" className="btn btn-primary">
            {t('sign')}
          </button>
          <p className="small text-body-secondary mt-2 mb-0">{t('signNote')}</p>
        </form>
      )}
    </section>
  );
}
