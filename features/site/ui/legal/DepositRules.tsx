import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { depositRules, type DepositKind } from '@/lib/deposit/rules';

/** What becomes of a deposit of this kind in each case: the terms' list, the buyer's page too. */
export async function DepositRules({
  kind,
  locale,
  id,
}: {
  kind: DepositKind;
  locale: AppLocale;
  id?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Terms' });
  return (
    <>
      <p>{t('depositKind', { kind })}</p>
      <ul id={id}>
        {depositRules(kind).map(({ event, outcome }) => (
          <li key={event}>
            {t('rule', { event: t('event', { event }), outcome: t('outcome', { outcome }) })}
          </li>
        ))}
      </ul>
    </>
  );
}
