import type { getTranslations } from 'next-intl/server';
import { TitledSection } from '@/components/ui/TitledSection';

type TermsTranslator = Awaited<ReturnType<typeof getTranslations<'Terms'>>>;

/** The model withdrawal form of Directive 2011/83/EU Annex I(B), addressed to the seller. */
export function ModelWithdrawalForm({ seller, t }: { seller: string; t: TermsTranslator }) {
  const blank = <span className="model-form__blank" aria-hidden="true" />;
  const remark = t('modelFormDelete');
  return (
    <TitledSection
      as="aside"
      level="h3"
      id="model-withdrawal-form"
      title={t('modelFormTitle')}
      className="model-form info-panel"
    >
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
    </TitledSection>
  );
}
