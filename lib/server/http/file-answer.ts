import 'server-only';
import type { NextRequest } from 'next/server';
import { getStorage } from '../storage';
import { parseRange } from './range';

/**
 * The most one answer to a range request sends: a browser asks for a video from a byte to its
 * end (`bytes=0-`) and asks again for the rest as it plays, so no answer holds a whole video
 * (S3 answers are read into memory, lib/server/storage/s3.ts).
 */
export const MAX_RANGE_BYTES = 2 * 1024 * 1024;

/**
 * A stored file as an HTTP answer (null: no such file): the whole file (200), or the one byte
 * range a `Range` header asks for (206; 416 past the end), every answer with `Accept-Ranges`.
 * HEAD runs this too, and Next leaves its body unread: the file is let go of at once.
 */
export async function fileAnswer(
  request: NextRequest,
  key: string,
  headers: Record<string, string>,
): Promise<Response | null> {
  const storage = getStorage();
  const rangeHeader = request.headers.get('range');
  const head = request.method === 'HEAD';
  const common = { ...headers, 'Accept-Ranges': 'bytes' };
  if (rangeHeader) {
    const size = await storage.size(key);
    if (size === null) return null;
    const range = parseRange(rangeHeader, size);
    if (range === 'unsatisfiable') {
      return new Response(null, {
        status: 416,
        headers: { ...common, 'Content-Range': `bytes */${size}` },
      });
    }
    if (range) {
      const end = Math.min(range.end, range.start + MAX_RANGE_BYTES - 1);
      const file = await storage.open(key, { start: range.start, end });
      if (!file) return null;
      if (head) await file.body.cancel();
      return new Response(head ? null : file.body, {
        status: 206,
        headers: {
          ...common,
          'Content-Range': `bytes ${range.start}-${end}/${size}`,
          'Content-Length': String(end - range.start + 1),
        },
      });
    }
  }
  const file = await storage.open(key);
  if (!file) return null;
  if (head) await file.body.cancel();
  return new Response(head ? null : file.body, {
    headers: {
      ...common,
      ...(file.size !== undefined && { 'Content-Length': String(file.size) }),
    },
  });
}
