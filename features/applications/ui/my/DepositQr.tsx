import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { epcQrPayload } from '@/lib/epc-qr';
import type { BankDetails } from '@/lib/server/deposit-config';
import { epcQrSvg } from '../../reads';

interface DepositQrProps {
  locale: AppLocale;
  bank: BankDetails;
  amount: number;
  currency: string;
  reference: string;
}

/**
 * The deposit's transfer as an EPC QR code (EPC069-12, lib/epc-qr.ts), drawn on the server as SVG:
 * a banking app scanning it fills in the account holder, IBAN, amount and reference. Only for a
 * transfer the code can carry: in euros, to a valid IBAN with its holder's name. Nothing else (a
 * forint deposit: see docs/deposit.md).
 */
export async function DepositQr({ locale, bank, amount, currency, reference }: DepositQrProps) {
  const result = epcQrPayload({
    name: bank.accountName ?? '',
    iban: bank.iban ?? '',
    bic: bank.bic,
    currency,
    amount,
    remittanceText: reference,
  });
  if (!result.ok) return null;
  const [t, svg] = await Promise.all([
    getTranslations({ locale, namespace: 'MyPage' }),
    epcQrSvg(result.payload),
  ]);
  return (
    <figure className="deposit-qr d-flex flex-wrap align-items-center gap-3 mb-2">
      <div
        role="img"
        aria-labelledby="deposit-qr-label"
        className="deposit-qr__code"
        data-testid="deposit-qr"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption className="deposit-qr__caption">
        <span id="deposit-qr-label" className="fw-semibold d-block">
          {t('payByQr')}
        </span>
        <span className="small text-body-secondary">{t('payByQrHint')}</span>
      </figcaption>
    </figure>
  );
}
