import 'server-only';
import sharp from 'sharp';
import { DOCUMENT_TYPES, type DocumentExtension } from '@/features/documents/rules';

/*
 * What a document is, by its content alone: the name and the type the browser claimed are
 * whatever the sender's computer made of them (a renamed program, a web page saved as `.pdf`).
 */

export type DetectedDocument =
  | {
      ok: true;
      extension: DocumentExtension;
      contentType: (typeof DOCUMENT_TYPES)[DocumentExtension];
    }
  /** `unsupportedDocumentType` (415): none of the types; `damagedDocument` (422): cut short. */
  | { ok: false; msg: 'unsupportedDocumentType' | 'damagedDocument' };

const PDF_HEADER = Buffer.from('%PDF-');
const PDF_END = Buffer.from('%%EOF');
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Where a PDF's end marker may be: writers add a line end or a few bytes of padding after it. */
const PDF_TAIL_BYTES = 1024;

const found = (extension: DocumentExtension): DetectedDocument => ({
  ok: true,
  extension,
  contentType: DOCUMENT_TYPES[extension],
});

/** The format sharp reads in the image's header, or null when it cannot read one. */
async function imageFormat(data: Buffer): Promise<string | null> {
  try {
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    return meta.width && meta.height ? (meta.format ?? null) : null;
  } catch {
    return null;
  }
}

/** A PDF (`%PDF-` first, `%%EOF` near the end), a JPEG or a PNG that sharp can read; or why not. */
export async function detectDocument(data: Buffer): Promise<DetectedDocument> {
  if (data.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) {
    const tail = data.subarray(Math.max(0, data.length - PDF_TAIL_BYTES));
    return tail.includes(PDF_END) ? found('pdf') : { ok: false, msg: 'damagedDocument' };
  }
  const jpeg = data.subarray(0, JPEG_START.length).equals(JPEG_START);
  const png = data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);
  if (!jpeg && !png) return { ok: false, msg: 'unsupportedDocumentType' };
  const format = await imageFormat(data);
  if (jpeg && format === 'jpeg') return found('jpg');
  if (png && format === 'png') return found('png');
  return { ok: false, msg: 'damagedDocument' };
}
