import { publicPaths } from '@/lib/paths.mjs';
import { absoluteUrl } from '@/lib/site/url';

/** The FAQ page: each question with its answer as plain text (schema.org FAQPage). */
export function faqJsonLd(
  entries: { question: string; answer: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(publicPaths.faq),
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
