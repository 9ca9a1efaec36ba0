import { getFormatter, getTranslations } from 'next-intl/server';
import { adminPaths } from '@/lib/paths.mjs';
import { MailOnProvider, type Recipient } from '@/features/waiting-list/ui/admin/useMailConfirm';
import { contractPanel } from '../../reads';
import { ContractPrepare } from './ContractPrepare';
import { CountersignButton } from './CountersignButton';

/** The contract of one application on its admin screen: its status, and preparing a new one. */
export async function ApplicationContract({
  applicationId,
  buyer,
}: {
  applicationId: number;
  buyer: Recipient;
}) {
  const panel = await contractPanel(applicationId);
  if (!panel) return null;
  const { screen, sellerName, mailOn } = panel;
  const [t, tLocales, format] = await Promise.all([
    getTranslations('AdminContract'),
    getTranslations('Locales'),
    getFormatter(),
  ]);
  const { contract } = screen.state;
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="application-contract" className="card card-body mb-4">
      <h2 id="application-contract" className="h5">
        {t('panelTitle')}
      </h2>
      <p data-testid="contract-status" className="mb-1">
        {contract
          ? t('status', {
              status: contract.status,
              number: String(contract.number),
              date: date(contract.createdAt),
              name: contract.signedName ?? '',
              signedAt: contract.signedAt ? date(contract.signedAt) : '',
            })
          : t('none')}
      </p>
      {contract?.pdfUrl && (
        <p className="mb-1">
          <a href={contract.pdfUrl}>{t('pdf')}</a>
        </p>
      )}
      {contract?.status === 'signed' && (
        <p className="small text-body-secondary text-break">
          {t('hash')}: <code>{contract.textHash}</code>
        </p>
      )}
      {contract?.termsVersion != null && (
        <p className="small text-body-secondary mb-1">
          {t('termsVersion', { number: contract.termsVersion })}
        </p>
      )}
      {contract?.withdrawal && (
        <div className="alert alert-warning" role="status" data-testid="contract-withdrawn">
          <p className="mb-0">
            {t('withdrawnNotice', {
              date: date(contract.withdrawal.withdrawnAt),
              due: date(contract.withdrawal.refundDueAt),
            })}
          </p>
          {contract.withdrawal.late && <p className="mb-0 mt-1">{t('withdrawnLate')}</p>}
        </div>
      )}
      {contract?.countersignedAt ? (
        <p className="mb-1" data-testid="contract-countersigned">
          {t('countersigned', {
            date: date(contract.countersignedAt),
            name: contract.countersignedName ?? '',
          })}
        </p>
      ) : (
        contract?.status === 'signed' &&
        !contract.withdrawal && (
          <CountersignButton
            applicationId={applicationId}
            number={contract.number}
            sellerName={sellerName}
          />
        )
      )}
      <p className="small">
        <a href={adminPaths.contract}>{t('template')}</a>
      </p>
      {screen.eligible ? (
        <MailOnProvider mail={mailOn}>
          <ContractPrepare
            applicationId={applicationId}
            buyer={buyer}
            version={screen.state.version}
            signed={contract?.status === 'signed'}
            listedPrice={screen.listedPrice}
            chipNumber={screen.chipNumber}
            postalAddress={screen.postalAddress}
            language={tLocales(screen.locale)}
            locale={screen.locale}
          />
        </MailOnProvider>
      ) : (
        <p className="text-body-secondary mb-0">{t('noPuppy')}</p>
      )}
    </section>
  );
}
