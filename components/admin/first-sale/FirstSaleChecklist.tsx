import { getTranslations } from 'next-intl/server';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { FirstSaleStep } from '@/lib/first-sale';

/**
 * The admin's home screen until the first sale is done: the sale's steps in order, each ticked
 * from what is stored, each leading to its screen (docs/first-sale.md walks through them).
 */
export async function FirstSaleChecklist({ steps }: { steps: FirstSaleStep[] }) {
  const t = await getTranslations('FirstSale');
  const done = steps.filter((step) => step.done).length;
  return (
    <section className="container pt-4" aria-labelledby="first-sale-title">
      <div className="card first-sale" data-testid="first-sale">
        <div className="card-body">
          <h2 id="first-sale-title" className="h4">
            {t('title')}
          </h2>
          <p className="mb-2">{t('intro')}</p>
          <p className="small fw-semibold mb-3" data-testid="first-sale-progress">
            {t('progress', { done: String(done), total: String(steps.length) })}
          </p>
          <ol className="list-unstyled mb-0 first-sale__steps">
            {steps.map((step, index) => (
              <li
                key={step.key}
                className={`first-sale__step${step.done ? ' first-sale__step--done' : ''}`}
                data-testid={`first-sale-${step.key}`}
                data-done={step.done}
              >
                <span className="first-sale__mark" aria-hidden="true">
                  {step.done ? '✓' : index + 1}
                </span>
                <div>
                  <PrefetchLink href={step.href} prefetch={false} className="fw-semibold">
                    {t(`steps.${step.key}.title`)}
                  </PrefetchLink>
                  <span className="visually-hidden"> ({step.done ? t('done') : t('todo')})</span>
                  <p className="small text-body-secondary mb-0">{t(`steps.${step.key}.hint`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
