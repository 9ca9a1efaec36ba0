import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RichText } from '@/components/rich-text/RichText';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageIntro } from '@/components/ui/PageIntro';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { AppLocale } from '@/i18n/routing';
import { getFaq } from '@/features/faq/reads';
import { getSiteFacts } from '@/features/site/reads';
import { pageMetadata } from '@/features/site/metadata';
import { type LocaleParams } from '@/lib/i18n/metadata';
import { shownLanguage } from '@/features/news/rules';
import { publicPaths } from '@/lib/paths.mjs';
import { docText } from '@/lib/rich-text/doc';
import { fillValues } from '@/lib/rich-text/values';
import { factValues } from '@/lib/i18n/fact-values';
import { faqJsonLd } from '@/features/faq/structured-data';
import type { FaqEntry } from '@/features/faq/schema';

// Static until the breeder changes the FAQ.
export const revalidate = 86400;

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata((await params).locale, 'Faq', publicPaths.faq);
}

/**
 * A question and its answer in one language: the visitor's, else English (marked `lang`). The
 * list holds each question only in the languages it has its answer in (features/faq/rules.ts).
 */
function entryIn(entry: FaqEntry, locale: AppLocale) {
  const { language, lang } = shownLanguage(entry.question, locale);
  return { id: entry.id, question: entry.question[language], answer: entry.answer[language], lang };
}

/** `/faq`: the breeder's questions and answers, in the breeder's order. */
export default async function FaqPage({ params }: LocaleParams) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  const [t, entries, facts] = await Promise.all([getTranslations('Faq'), getFaq(), getSiteFacts()]);
  const shown = entries.map((entry) => entryIn(entry, locale));
  const values = factValues(facts, locale);
  return (
    <>
      <JsonLd
        data={faqJsonLd(
          shown.map(({ question, answer }) => ({
            question,
            answer: answer ? fillValues(docText(answer), values) : '',
          })),
        )}
      />
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="container pb-5 faq-page">
        {shown.length > 0 ? (
          shown.map(({ id, question, answer, lang }) => (
            <section key={id} className="faq-entry mb-4" aria-labelledby={`faq-${id}`} lang={lang}>
              <h2 id={`faq-${id}`} className="h4">
                {question}
              </h2>
              {answer && <RichText doc={answer} values={values} headingOffset={1} />}
            </section>
          ))
        ) : (
          <p className="empty-state mb-0">{t('empty')}</p>
        )}
        <p className="mt-5 mb-0">
          {t('more')} <PrefetchLink href={publicPaths.contact}>{t('contactLink')}</PrefetchLink>
        </p>
      </div>
    </>
  );
}
