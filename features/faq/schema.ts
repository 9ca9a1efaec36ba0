import type { RichDoc } from '@/lib/rich-text/doc';
import type { SanitizeOptions } from '@/lib/rich-text/sanitize';
import { richTextSchema } from '@/lib/validation/rich-text';
import { richDocResponse } from '@/features/news/schema';
import { recordVersion } from '@/lib/validation/version';
import { MAX_FAQ_ANSWER, MAX_FAQ_QUESTION } from '@/lib/validation/form-limits';
import { z } from '@/lib/validation/zod';

export { MAX_FAQ_ANSWER, MAX_FAQ_QUESTION };
/** More questions than a page can usefully hold. */
export const MAX_FAQ_ENTRIES = 100;

type FromHtml = (html: string, options?: SanitizeOptions) => RichDoc;
const LANGUAGES = ['en', 'hu', 'de'] as const;

const question = z.string({ error: 'required' }).trim().max(MAX_FAQ_QUESTION, { error: 'tooLong' });

function fields(fromHtml?: FromHtml) {
  const answer = richTextSchema(MAX_FAQ_ANSWER, fromHtml).nullable();
  return {
    question: z.strictObject({ en: question, hu: question, de: question }).partial(),
    answer: z.strictObject({ en: answer, hu: answer, de: answer }).partial(),
  };
}

interface Written {
  question?: Partial<Record<(typeof LANGUAGES)[number], string>>;
  answer?: Partial<Record<(typeof LANGUAGES)[number], RichDoc | null>>;
}

/** A question is asked in at least one language, and each language's answer has its question. */
export function faqRuleErrors(entry: Written): { msg: string; path: string }[] {
  if (!LANGUAGES.some((l) => entry.question?.[l]?.trim())) {
    return [{ msg: 'required', path: 'question.en' }];
  }
  return LANGUAGES.filter(
    (l) => !entry.question?.[l]?.trim() && (entry.answer?.[l]?.content.length ?? 0) > 0,
  ).map((l) => ({ msg: 'required', path: `question.${l}` }));
}

export function faqCreateSchema(fromHtml?: FromHtml) {
  const f = fields(fromHtml);
  return z
    .strictObject({ question: f.question, answer: f.answer.default({}) })
    .superRefine((entry, ctx) => {
      for (const error of faqRuleErrors(entry)) {
        ctx.addIssue({ code: 'custom', message: error.msg, path: error.path.split('.') });
      }
    });
}

export function faqPatchSchema(fromHtml?: FromHtml) {
  const f = fields(fromHtml);
  return z
    .strictObject({ question: f.question, answer: f.answer, version: recordVersion })
    .partial()
    .refine((patch) => Object.keys(patch).some((key) => key !== 'version'), {
      error: 'emptyPatch',
    });
}

export type FaqCreateInput = z.infer<ReturnType<typeof faqCreateSchema>>;
export type FaqPatchInput = z.infer<ReturnType<typeof faqPatchSchema>>;

export const faqEntryResponse = z.object({
  id: z.number().int(),
  question: z.object({ en: z.string(), hu: z.string(), de: z.string() }),
  answer: z.object({
    en: richDocResponse.nullable(),
    hu: richDocResponse.nullable(),
    de: richDocResponse.nullable(),
  }),
  version: z.number().int(),
  updatedAt: z.string(),
});

/** The whole FAQ: its entries in order, and the order's version (`orderVersion`). */
export const faqListResponse = z.object({ entries: z.array(faqEntryResponse), order: z.string() });

export type FaqEntry = z.infer<typeof faqEntryResponse>;
export type FaqList = z.infer<typeof faqListResponse>;
