import type { getTranslations } from 'next-intl/server';

type TermsTranslator = Awaited<ReturnType<typeof getTranslations<'Terms'>>>;

/** The model withdrawal form of Directive 2011/83/EU Annex I(B), addressed to the seller. */
export function ModelWithdrawalForm({ seller, t }: { seller: string; t: TermsTranslator }) {
  const blank = <span className="model-form__blank" aria-hidden="true" />;
  const remark = t('modelFormDelete');
  return (
    <aside className="model-form info-panel" aria-labelledby="model-withdrawal-form">
      <h3 id="model-withdrawal-form" className="h5">
        {t('modelFormTitle')}
      </h3>
      <p>{t('modelFormIntro')}</p>
      <p>{t('modelFormTo', { seller })}</p>
      <p>{t('modelFormText')}</p>
      {blank}
      <ul className="list-unstyled mb-0">
        {(
          [
            'modelFormOrdered',
            'modelFormName',
            'modelFormAddress',
            'modelFormSignature',
            'modelFormDate',
          ] as const
        ).map((key) => (
          <li key={key}>
            {t(key)} {blank}
          </li>
        ))}
      </ul>
      {remark && <p className="small mt-2 mb-0">{remark}</p>}
    </aside>
  );
}
