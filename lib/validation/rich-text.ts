import { docLength, type RichDoc } from '@/lib/rich-text/doc';
import { sanitizeDoc, type SanitizeOptions } from '@/lib/rich-text/sanitize';
import { z } from './zod';

/**
 * A rich text of at most `max` characters (what the editor's counter counts): a doc in the
 * editor's JSON, sanitised. The server passes `fromHtml` (lib/rich-text/html.ts) so scripts may
 * post HTML too; the browser's forms send the doc.
 */
export function richTextSchema(
  max: number,
  fromHtml?: (html: string, options?: SanitizeOptions) => RichDoc,
) {
  return z
    .unknown()
    .transform((value, ctx): RichDoc => {
      if (typeof value === 'string' && fromHtml) return fromHtml(value);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        if ((value as { type?: unknown }).type === 'doc') return sanitizeDoc(value);
      }
      ctx.addIssue({ code: 'custom', message: 'invalidValue' });
      return z.NEVER;
    })
    .refine((doc) => docLength(doc) <= max, { error: 'tooLong' });
}
