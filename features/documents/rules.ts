/**
 * The documents a breeder attaches to a buyer: the kinds, the file types and the size
 * limit, shared by the database, the API and the admin's screen. Plain constants: client code
 * may import them.
 */

import type { DOCUMENT_KINDS, DocumentContentType } from '@/lib/db/values';
export {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_KINDS,
  DOCUMENT_TYPES,
  type DocumentContentType,
  type DocumentExtension,
} from '@/lib/db/values';

export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** 10 MB: a scanned pedigree or a phone photo of a passport, not a video. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** A document's own title is optional (the kind names it otherwise). */
export const MAX_DOCUMENT_TITLE = 120;

const TYPE_LABELS: Record<DocumentContentType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

/** "PDF", "JPEG", "PNG": what people call the file's type. */
export const documentTypeLabel = (type: DocumentContentType) => TYPE_LABELS[type];

/** "240 kB", "3.4 MB" in the reader's language. */
export function formatFileSize(locale: string, bytes: number): string {
  const [value, unit] =
    bytes < 1000 * 1000 ? [Math.max(1, bytes / 1000), 'kilobyte'] : [bytes / 1e6, 'megabyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'kilobyte' ? 0 : 1,
  }).format(value);
}
