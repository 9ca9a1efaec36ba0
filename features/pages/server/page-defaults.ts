import 'server-only';
// The pages' defaults: today's message texts, so a fresh install looks as it did
// before the breeder wrote anything. The facts they state are placeholders (`{foundingYear}`),
// filled from the structured facts when the page renders, so they follow the facts.
import {
  CONTENT_LOCALES,
  PAGE_BLOCKS,
  PAGE_NAMESPACES,
  type BlockDefinition,
  type ContentLocale,
  type PageContent,
  type PageKey,
} from '@/features/pages/content';
import type { RichDoc } from '@/lib/rich-text/doc';
import { htmlToDoc } from '@/lib/rich-text/html';
import type { Messages } from 'next-intl';
import { createTranslator } from 'use-intl/core';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';

const MESSAGES = { en, hu, de } as unknown as Record<ContentLocale, Messages>;

/**
 * The placeholders the messages' arguments become. The build precompiles the messages, so they
 * are read through the translator (use-intl's core, as the mails are), with each argument given
 * as its own placeholder.
 */
const PLACEHOLDERS = Object.fromEntries(
  [
    'kennelName',
    'foundingYear',
    'yearsBreeding',
    'pedigreeFee',
    'airlines',
    'airlinesOr',
    'email',
    'phone',
    'site',
  ].map((name) => [name, `{${name}}`]),
);

/**
 * A number of days is an ICU plural, which takes a number: the texts are formatted with this one,
 * and it and the unit after it ("# days", "# nappal") become the placeholder of the days in words
 * (features/pages/server/page-values.ts).
 */
const DAYS_SENTINEL = 987_654_321;
const DAYS_IN_WORDS = /987\D?654\D?321\s\S+/g;
const RETENTION_PLACEHOLDERS: Record<string, string> = {
  howLongText: 'enquiryRetention',
  applicationsHowLong: 'applicationRetention',
};

function messageTexts(page: PageKey, block: BlockDefinition, locale: ContentLocale): string[] {
  const t = createTranslator({
    locale,
    messages: MESSAGES[locale],
    namespace: PAGE_NAMESPACES[page],
  }) as unknown as { markup(key: string, values: Record<string, unknown>): string };
  return (block.from ?? []).map((key) =>
    t
      .markup(key, {
        ...PLACEHOLDERS,
        days: DAYS_SENTINEL,
        strong: (chunks: string) => `<strong>${chunks}</strong>`,
      })
      .replace(DAYS_IN_WORDS, `{${RETENTION_PLACEHOLDERS[key] ?? 'days'}}`),
  );
}

/** Message texts as paragraphs: `<strong>` kept, everything else plain. */
function richDefault(texts: string[]): RichDoc {
  return htmlToDoc(texts.map((text) => `<p>${text}</p>`).join(''));
}
function blockDefault(page: PageKey, block: BlockDefinition) {
  if (block.kind === 'photo') return null;
  const value: Partial<Record<ContentLocale, unknown>> = {};
  for (const locale of CONTENT_LOCALES) {
    const texts = messageTexts(page, block, locale);
    if (texts.length === 0) continue;
    if (block.kind === 'line') value[locale] = texts[0];
    else if (block.kind === 'list') value[locale] = texts;
    else value[locale] = richDefault(texts);
  }
  return value;
}

const cache = new Map<PageKey, PageContent>();

/** Every block of `page` as today's messages have it; photo blocks empty. */
export function pageDefaults(page: PageKey): PageContent {
  let defaults = cache.get(page);
  if (!defaults) {
    defaults = Object.fromEntries(
      PAGE_BLOCKS[page].map((block) => [block.name, blockDefault(page, block)]),
    ) as PageContent;
    cache.set(page, defaults);
  }
  return structuredClone(defaults);
}
