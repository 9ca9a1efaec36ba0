import 'server-only';
// The pages' defaults (issue 32): today's message texts, so a fresh install looks as it did
// before the breeder wrote anything. Facts the texts state become placeholders (`{foundingYear}`),
// filled from the structured facts when the page renders, so they follow the facts.
import {
  CONTENT_LOCALES,
  PAGE_BLOCKS,
  PAGE_NAMESPACES,
  type BlockDefinition,
  type ContentLocale,
  type PageContent,
  type PageKey,
} from '@/lib/content/pages';
import type { RichDoc } from '@/lib/rich-text/doc';
import { htmlToDoc } from '@/lib/rich-text/html';
import { formatFee } from '@/lib/site/fact-values';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';

const MESSAGES = { en, hu, de } as unknown as Record<
  ContentLocale,
  Record<string, Record<string, string>>
>;

/** The facts as the message texts state them (DEFAULT_FACTS in lib/server/site-facts.ts). */
export const FACTS_IN_MESSAGES = { foundingYear: '2014', pedigreeFee: 350, currency: 'EUR' };

/** ICU plurals of a number of days, by the message key they are in: a placeholder instead. */
const RETENTION_PLACEHOLDERS: Record<string, string> = {
  howLongText: 'enquiryRetention',
  applicationsHowLong: 'applicationRetention',
};
const DAYS_PLURAL = /\{days, plural,(?:[^{}]|\{[^{}]*\})*\}/g;

/** A message text with the facts it states as placeholders. */
export function withPlaceholders(text: string, locale: ContentLocale, key: string): string {
  const { foundingYear, pedigreeFee, currency } = FACTS_IN_MESSAGES;
  const retention = RETENTION_PLACEHOLDERS[key];
  const fee = formatFee(pedigreeFee, currency, locale);
  return (retention ? text.replace(DAYS_PLURAL, `{${retention}}`) : text)
    .replaceAll(foundingYear, '{foundingYear}')
    .replaceAll(fee, '{pedigreeFee}');
}

function messageTexts(page: PageKey, block: BlockDefinition, locale: ContentLocale): string[] {
  const namespace = MESSAGES[locale][PAGE_NAMESPACES[page]] ?? {};
  return (block.from ?? [])
    .map((key) => [key, namespace[key]] as const)
    .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => withPlaceholders(text, locale, key));
}

/** Message texts as paragraphs: `<strong>` and the like kept, everything else plain. */
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
