import 'server-only';
import { compactIban } from '@/lib/iban';
import { DEPOSIT_CURRENCIES, type DepositCurrency } from '@/lib/validation/form-limits';

/**
 * Where a buyer pays a deposit: the kennel's bank account, from the environment (BANK_ACCOUNT_NAME,
 * BANK_IBAN, BANK_BIC; shown on the buyer's private page and in the deposit mail), and the currency
 * a deposit is asked in unless the breeder picks another (DEPOSIT_CURRENCY, default EUR).
 */
export interface BankDetails {
  accountName: string | null;
  iban: string | null;
  bic: string | null;
}

type Env = Record<string, string | undefined>;

export function bankDetails(env: Env = process.env): BankDetails | null {
  const accountName = env.BANK_ACCOUNT_NAME?.trim() || null;
  const iban = compactIban(env.BANK_IBAN ?? '') || null;
  const bic = env.BANK_BIC?.trim() || null;
  return iban ? { accountName, iban, bic } : null;
}

export function defaultCurrency(env: Env = process.env): DepositCurrency {
  const value = env.DEPOSIT_CURRENCY?.trim().toUpperCase();
  return (DEPOSIT_CURRENCIES as readonly string[]).includes(value ?? '')
    ? (value as DepositCurrency)
    : 'EUR';
}
