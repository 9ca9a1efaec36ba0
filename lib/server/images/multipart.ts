import 'server-only';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import {
  MAX_FILE_BYTES,
  MAX_FILES_PER_UPLOAD,
  NO_SCRIPT_PHOTO_BYTES,
} from '@/lib/validation/upload';
import { ApiError, payloadTooLarge } from '../http/errors';

interface UploadedFile {
  name: string;
  data: Buffer;
}

interface RefusedFile {
  name: string;
  /** `tooLarge` of the limits (`fileTooLarge` for photos), or `tooManyFiles`. */
  msg: string;
}

export interface ParsedUpload {
  files: UploadedFile[];
  refused: RefusedFile[];
  /** The form's other fields (an owner's story beside their photos), each as last sent. */
  fields?: Record<string, string>;
}

export interface ParsedForm extends ParsedUpload {
  /** The text fields sent along (the last of a repeated name). */
  fields: Record<string, string>;
}

/** What one multipart upload may carry, and the `apiErrors` keys of its refusals. */
export interface UploadLimits {
  /** The file field read; files under any other name are skipped. */
  field: string;
  maxFileBytes: number;
  maxFiles: number;
  maxRequestBytes: number;
  /** A file over maxFileBytes. */
  fileTooLarge: string;
  /** A request over maxRequestBytes (413). */
  requestTooLarge: string;
  /**
   * A body declared larger than maxRequestBytes is still read up to it, for the text fields sent
   * before its files (a page's form sends its fields in the page's order).
   */
  readOversized?: boolean;
}

/**
 * What one upload request may carry. Vercel refuses a function's request body over 4.5 MB
 * before the site sees it, so every deployment holds to that limit, with its own clear error:
 * the admin sends one photo per request, an API client about eight 512 KB photos at most.
 */
const MAX_UPLOAD_REQUEST_BYTES = 4.5 * 1024 * 1024;

const PHOTO_UPLOAD: UploadLimits = {
  field: 'images',
  maxFileBytes: MAX_FILE_BYTES,
  maxFiles: MAX_FILES_PER_UPLOAD,
  maxRequestBytes: MAX_UPLOAD_REQUEST_BYTES,
  fileTooLarge: 'fileTooLarge',
  requestTooLarge: 'uploadTooLarge',
};

/**
 * The owner's story form without JavaScript: a phone's photos as the camera made them,
 * which the server shrinks (a script shrinks them in the browser first). One request, as every
 * other, stays below what Next holds in memory for the proxy (lib/request-limits.mjs).
 */
export const OWNER_FORM_UPLOAD: UploadLimits = {
  field: 'images',
  maxFileBytes: NO_SCRIPT_PHOTO_BYTES,
  maxFiles: MAX_FILES_PER_UPLOAD,
  maxRequestBytes: NO_SCRIPT_PHOTO_BYTES,
  fileTooLarge: 'photosTooLargeNoScript',
  requestTooLarge: 'photosTooLargeNoScript',
  readOversized: true,
};

/**
 * Streams a multipart body (field `images`) and enforces the limits while reading: a file over
 * 512 KB is cut off and refused, files past the tenth are refused; other fields are kept as text.
 */
export const parseImageUpload = (request: Request, fields?: Record<string, string>) =>
  parseUpload(request, PHOTO_UPLOAD, fields);

/**
 * Streams a multipart body, enforcing `limits` while reading (a document's are its own). The text
 * fields go into `fields` as they arrive: a refused body's are known too.
 */
export async function parseUpload(
  request: Request,
  limits: UploadLimits,
  fields: Record<string, string> = {},
): Promise<ParsedForm> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type) || !request.body) {
    throw new ApiError(415, 'unsupportedMediaType');
  }
  const declared = Number(request.headers.get('content-length'));
  if (!limits.readOversized && Number.isFinite(declared) && declared > limits.maxRequestBytes) {
    throw payloadTooLarge(limits.requestTooLarge);
  }

  return new Promise<ParsedForm>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': type },
        // Browsers send a file's name as UTF-8 ("szerződés.pdf"), not busboy's default Latin-1.
        defParamCharset: 'utf8',
        limits: { fileSize: limits.maxFileBytes, fields: 20, parts: 60 },
      });
    } catch {
      reject(new ApiError(400, 'invalidMultipart'));
      return;
    }
    const files: UploadedFile[] = [];
    const refused: RefusedFile[] = [];
    let received = 0;
    let seen = 0;
    let failed = false;
    // Answered only once the whole body is read: an answer sent sooner (a refusal that needs no
    // decoding) would cut the connection while the client is still sending the body's end.
    let parsed = false;
    let drained = false;
    const settle = () => {
      if (parsed && drained && !failed) resolve({ files, refused, fields });
    };
    const source = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>);
    const fail = (error: ApiError) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };

    const invalid = () => fail(new ApiError(400, 'invalidMultipart'));

    parser.on('file', (field, stream, info) => {
      // A cut-off body fails every open file stream too: unheard, that error would be thrown as
      // the server's uncaught exception instead of ending this request.
      stream.on('error', invalid);
      const name = info.filename || 'file';
      if (field !== limits.field) {
        stream.resume();
        return;
      }
      seen += 1;
      if (seen > limits.maxFiles) {
        refused.push({ name, msg: 'tooManyFiles' });
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        chunks.length = 0;
        refused.push({ name, msg: limits.fileTooLarge });
      });
      stream.on('end', () => {
        if (!(stream as unknown as { truncated?: boolean }).truncated && !failed) {
          files.push({ name, data: Buffer.concat(chunks) });
        }
      });
    });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('error', invalid);
    parser.on('close', () => {
      parsed = true;
      settle();
    });
    source.on('error', invalid);
    source.on('end', () => {
      drained = true;
      settle();
    });
    // A body sent without a length (chunked) is counted as it arrives.
    source.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxRequestBytes) fail(payloadTooLarge(limits.requestTooLarge));
    });
    source.pipe(parser);
  });
}
