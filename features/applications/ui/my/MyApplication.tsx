import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { publicPaths } from '@/lib/paths.mjs';
import type { MyPageView } from '@/features/applications/server/my-page';
import { formatDay, formatMoment, formatMoney, kennelName, readSiteFacts } from '../../reads';
import { depositKindFor } from '@/lib/deposit/rules';
import { DepositRules } from '@/features/site/ui/legal/DepositRules';
import { litterMonth } from '@/lib/i18n/month';
import { Iban } from '@/components/ui/Iban';
import { Documents } from '@/features/documents/ui/my/Documents';
import { Contract, type ContractFormState } from '@/features/contracts/ui/my/Contract';
import { DepositQr } from './DepositQr';
import { Diary } from '@/features/diary/ui/my/Diary';

/** Why an answer was refused, as the API names it: only these are shown. */
const REFUSALS = [
  'offerExpired',
  'offerClosed',
  'offerNotFound',
  'linkNotValid',
  'withdrawNotPossible',
  'eraseNotPossible',
  'serverError',
];
const DONE = ['accepted', 'passed', 'withdrawn'];

interface MyApplicationProps {
  view: MyPageView;
  token: string;
  /** `?done=` after a form's answer, `?error=` when it was refused. */
  done: string | null;
  error: string | null;
  /** The contract form's answer. */
  contractForm?: ContractFormState;
  /** Sections of other parts (the booking), placed before managing the application. */
  children?: ReactNode;
}

/**
 * The private page's content, in the application's language (`lang` says so when the page
 * around it is in another). Forms post without any script and come back here (303).
 */
export async function MyApplication({
  view,
  token,
  done,
  error,
  contractForm = { done: null, error: null, name: null },
  children,
}: MyApplicationProps) {
  const locale: AppLocale = view.locale;
  const [t, errors, site, facts] = await Promise.all([
    getTranslations({ locale, namespace: 'MyPage' }),
    getTranslations({ locale, namespace: 'apiErrors' }),
    kennelName(),
    readSiteFacts(),
  ]);
  const offerAction = `/api/my/${encodeURIComponent(token)}/offer`;
  const closeAction = `/api/my/${encodeURIComponent(token)}/close`;
  const litter = view.litter
    ? t('litterName', {
        mother: view.litter.mother,
        date: litterMonth(locale, view.litter.date),
      })
    : null;

  return (
    <div lang={locale} className="container py-4 my-application">
      <h1 className="display-6 mb-2">{t('title')}</h1>
      <p className="lead">{t('hello', { name: view.name })}</p>
      <p className="small text-body-secondary">
        {site} · {t('privateNote')}
      </p>
      {done && DONE.includes(done) && (
        <p className="alert alert-success" role="status">
          {t('done', { what: done })}
        </p>
      )}
      {error && REFUSALS.includes(error) && (
        <p className="alert alert-danger" role="alert">
          {errors(error as 'offerExpired')}
        </p>
      )}

      <section aria-labelledby="my-status" className="mb-4">
        <h2 id="my-status" className="h4">
          {t('statusHeading')}
        </h2>
        <p>{t('status', { status: view.status })}</p>
      </section>

      {view.place !== null && (
        <section aria-labelledby="my-line" className="mb-4">
          <h2 id="my-line" className="h4">
            {t('lineHeading')}
          </h2>
          <p data-testid="place">
            {litter
              ? t('place', { place: view.place, litter })
              : t('placeGeneral', { place: view.place })}
          </p>
        </section>
      )}

      {view.offer && (
        <section aria-labelledby="my-offer" className="card mb-4">
          <div className="card-body">
            <h2 id="my-offer" className="h4">
              {t('offerHeading')}
            </h2>
            <p>
              {t('offerText', {
                dog: view.offer.dog.name,
                deadline: formatMoment(locale, new Date(view.offer.expiresAt)),
              })}
            </p>
            <p>
              <a href={publicPaths.dog(view.offer.dog.slug)}>
                {t('seeDog', { dog: view.offer.dog.name })}
              </a>
            </p>
            <form method="post" action={offerAction} className="d-flex flex-wrap gap-2 mb-2">
              <input type="hidden" name="offerId" value={view.offer.id} />
              <button type="submit" name="answer" value="accept" className="btn btn-primary">
                {t('accept', { dog: view.offer.dog.name })}
              </button>
              <button
                type="submit"
                name="answer"
                value="pass"
                className="btn btn-outline-secondary"
              >
                {t('pass')}
              </button>
            </form>
            <p className="small text-body-secondary mb-0">{t('passNote')}</p>
          </div>
        </section>
      )}

      {view.puppy && (
        <section aria-labelledby="my-puppy" className="mb-4">
          <h2 id="my-puppy" className="h4">
            {t('puppyHeading')}
          </h2>
          <p>
            <a href={publicPaths.dog(view.puppy.slug)}>
              {t('puppyLink', { name: view.puppy.name })}
            </a>
          </p>
        </section>
      )}

      <Contract applicationId={view.id} token={token} locale={locale} form={contractForm} />
      <Diary token={token} locale={locale} done={done} />

      {/* Once the puppy has gone home, the deposit and go-home day are behind them. */}
      {view.status !== 'new' && view.status !== 'placed' && (
        <section aria-labelledby="my-deposit" className="mb-4">
          <h2 id="my-deposit" className="h4">
            {t('depositHeading')}
          </h2>
          <Deposit view={view} t={t} />
          {view.deposit && (
            <details className="mt-2" data-testid="deposit-rules" open={!view.deposit.receivedAt}>
              <summary>{t('depositRulesSummary')}</summary>
              <div className="mt-2">
                <DepositRules
                  kind={depositKindFor(facts.depositKind, view.country)}
                  locale={locale}
                />
                <p className="small">
                  <a href={publicPaths.terms}>{t('termsLink')}</a>
                </p>
              </div>
            </details>
          )}
        </section>
      )}

      {view.status !== 'new' && view.status !== 'placed' && (
        <section aria-labelledby="my-home" className="mb-4">
          <h2 id="my-home" className="h4">
            {t('goHomeHeading')}
          </h2>
          {view.goHome ? (
            <>
              <p className="fw-semibold" data-testid="go-home">
                {t('goHomeDate', { date: formatDay(locale, view.goHome.date) })}
              </p>
              <p>{t('goHomeRule', { abroad: String(view.goHome.abroad) })}</p>
            </>
          ) : (
            <p>{t('goHomeUnknown')}</p>
          )}
          <h3 className="h5">{t('prepareHeading')}</h3>
          <ul>
            <li>{t('prepareCarrier')}</li>
            <li>{t('prepareFood')}</li>
            <li>{t('prepareVet')}</li>
            <li>{t('prepareRegistration', { country: view.country.toUpperCase() })}</li>
            {view.country.toUpperCase() !== 'HU' && <li>{t('prepareAbroad')}</li>}
          </ul>
        </section>
      )}

      <Documents applicationId={view.id} locale={locale} />
      {children}

      {view.status !== 'reserved' && view.status !== 'placed' && (
        <section aria-labelledby="my-manage" className="mb-4">
          <h2 id="my-manage" className="h4">
            {t('manageHeading')}
          </h2>
          <form method="post" action={closeAction} className="mb-3">
            <input type="hidden" name="action" value="withdraw" />
            <button type="submit" className="btn btn-outline-secondary">
              {t('withdraw')}
            </button>
            <p className="small text-body-secondary mt-1 mb-0">{t('withdrawNote')}</p>
          </form>
          <form method="post" action={closeAction}>
            <input type="hidden" name="action" value="erase" />
            <div className="form-check mb-2">
              <input
                id="erase-confirm"
                type="checkbox"
                className="form-check-input"
                name="confirm"
                required
              />
              <label htmlFor="erase-confirm" className="form-check-label">
                {t('eraseConfirm')}
              </label>
            </div>
            <button type="submit" className="btn btn-outline-danger">
              {t('erase')}
            </button>
            <p className="small text-body-secondary mt-1 mb-0">{t('eraseNote')}</p>
          </form>
        </section>
      )}
    </div>
  );
}

/** After withdrawing or erasing: the link opens nothing any more, and says why it did this once. */
export async function ApplicationClosed({ how }: { how: 'withdrawn' | 'erased' }) {
  const t = await getTranslations('MyPage');
  return (
    <section className="container text-center py-5">
      <h1 className="display-6">{t('closedTitle')}</h1>
      <p className="lead my-4">{t('closed', { how })}</p>
    </section>
  );
}

type MyPageT = Awaited<ReturnType<typeof getTranslations<'MyPage'>>>;

function Deposit({ view, t }: { view: MyPageView; t: MyPageT }) {
  const { deposit, bank, locale } = view;
  if (!deposit) return <p>{t('depositNone')}</p>;
  const amount = formatMoney(locale, deposit.amount, deposit.currency);
  if (deposit.receivedAt) {
    return (
      <p data-testid="deposit">
        {t('depositReceived', { amount, date: formatDay(locale, deposit.receivedAt.slice(0, 10)) })}
      </p>
    );
  }
  return (
    <>
      <p data-testid="deposit">
        {t('depositDue', {
          amount,
          due: deposit.dueAt ? formatDay(locale, deposit.dueAt) : 'none',
        })}
      </p>
      <dl className="row mb-2">
        {bank?.accountName && (
          <>
            <dt className="col-sm-4">{t('accountName')}</dt>
            <dd className="col-sm-8">{bank.accountName}</dd>
          </>
        )}
        {bank && (
          <>
            <dt className="col-sm-4">IBAN</dt>
            <dd className="col-sm-8">
              <Iban value={bank.iban ?? ''} />
            </dd>
          </>
        )}
        {bank?.bic && (
          <>
            <dt className="col-sm-4">BIC/SWIFT</dt>
            <dd className="col-sm-8">{bank.bic}</dd>
          </>
        )}
        <dt className="col-sm-4">{t('reference')}</dt>
        <dd className="col-sm-8 fw-semibold font-monospace" data-testid="reference">
          {deposit.reference}
        </dd>
      </dl>
      {!bank && <p>{t('bankOnRequest')}</p>}
      <p className="small text-body-secondary">{t('referenceHint')}</p>
      {bank && (
        <DepositQr
          locale={locale}
          bank={bank}
          amount={deposit.amount}
          currency={deposit.currency}
          reference={deposit.reference}
        />
      )}
    </>
  );
}
