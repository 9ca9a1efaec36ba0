import {
  DOCUMENT_KINDS,
  MAX_DOCUMENT_TITLE,
  type DocumentContentType,
  type DocumentKind,
} from '@/features/documents/rules';
import { z } from '@/lib/validation/zod';

/** The text fields sent with a document's file (multipart), checked by the form and the API. */
export const documentFieldsSchema = z.strictObject({
  kind: z.enum(DOCUMENT_KINDS, { error: 'invalidDocumentKind' }),
  title: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(MAX_DOCUMENT_TITLE, { error: 'tooLong' })
    .optional()
    .transform((title) => title || null),
});
export type DocumentFields = z.input<typeof documentFieldsSchema>;

/** A document as the admin and the buyer see it; `url` is a fresh short-lived download link. */
export interface DocumentView {
  id: number;
  kind: DocumentKind;
  title: string | null;
  fileName: string;
  contentType: DocumentContentType;
  size: number;
  createdAt: string;
  url: string;
}
