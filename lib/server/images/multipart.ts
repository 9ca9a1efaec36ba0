import 'server-only';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { ApiError, payloadTooLarge } from '../errors';
import { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from './process';

export interface UploadedFile {
  name: string;
  data: Buffer;
}

export interface RefusedFile {
  name: string;
  msg: 'fileTooLarge' | 'tooManyFiles';
}

export interface ParsedUpload {
  files: UploadedFile[];
  refused: RefusedFile[];
}

/** Anything beyond this is no honest upload of 10 files of 512 KB. */
const MAX_BODY_BYTES = MAX_FILES_PER_UPLOAD * MAX_FILE_BYTES + 256 * 1024;

/**
 * Streams a multipart body (field `images`) and enforces the limits while reading: a file over
 * 512 KB is cut off and refused, files past the tenth are refused, other fields are ignored.
 */
export async function parseImageUpload(request: Request): Promise<ParsedUpload> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type) || !request.body) {
    throw new ApiError(415, 'unsupportedMediaType');
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES * 2) throw payloadTooLarge();

  return new Promise<ParsedUpload>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': type },
        limits: { fileSize: MAX_FILE_BYTES, fields: 20, parts: 60 },
      });
    } catch {
      reject(new ApiError(400, 'invalidMultipart'));
      return;
    }
    const files: UploadedFile[] = [];
    const refused: RefusedFile[] = [];
    let total = 0;
    let seen = 0;
    let failed = false;
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
      if (field !== 'images') {
        stream.resume();
        return;
      }
      seen += 1;
      if (seen > MAX_FILES_PER_UPLOAD) {
        refused.push({ name, msg: 'tooManyFiles' });
        stream.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > MAX_BODY_BYTES) fail(payloadTooLarge());
        });
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > MAX_BODY_BYTES) fail(payloadTooLarge());
        else chunks.push(chunk);
      });
      stream.on('limit', () => {
        chunks.length = 0;
        refused.push({ name, msg: 'fileTooLarge' });
      });
      stream.on('end', () => {
        if (!(stream as unknown as { truncated?: boolean }).truncated && !failed) {
          files.push({ name, data: Buffer.concat(chunks) });
        }
      });
    });
    parser.on('error', invalid);
    parser.on('close', () => {
      if (!failed) resolve({ files, refused });
    });
    source.on('error', invalid);
    source.pipe(parser);
  });
}
