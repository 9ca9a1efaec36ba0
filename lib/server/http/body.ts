import 'server-only';
import type { z } from 'zod';
import { ApiError, badRequest, parseWith, payloadTooLarge } from './errors';

const JSON_BODY_LIMIT = 64 * 1024;

/** Reads a JSON body without ever buffering more than the limit, then validates it. */
export async function readJson<T extends z.ZodType>(
  request: Request,
  schema: T,
  limit = JSON_BODY_LIMIT,
): Promise<z.output<T>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'unsupportedMediaType');
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge();
  const bytes = await readLimited(request, limit);
  let value: unknown;
  try {
    // JSON is UTF-8 (RFC 8259): broken bytes are refused, not stored as U+FFFD.
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw badRequest('invalidJson');
  }
  return parseStorable(schema, value);
}

/** Whether a request carries an HTML form's body (a page's form sent without JavaScript). */
export const isFormBody = (request: Request) =>
  /^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '');

/**
 * Reads an HTML form's urlencoded body within the limit, turns it into the JSON body's shape with
 * `convert` and validates it like a JSON body.
 */
export async function readForm<T extends z.ZodType>(
  request: Request,
  schema: T,
  convert: (form: URLSearchParams) => unknown,
  limit = JSON_BODY_LIMIT,
): Promise<z.output<T>> {
  if (!isFormBody(request)) throw new ApiError(415, 'unsupportedMediaType');
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readLimited(request, limit));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest('invalidBody');
  }
  const value = convert(new URLSearchParams(text));
  return parseStorable(schema, value);
}

/** Validates a parsed body; 422 first when it holds text no column can keep (below). */
function parseStorable<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const unstorable = unstorableTextPaths(value);
  if (unstorable.length > 0) {
    throw new ApiError(
      422,
      'validationFailed',
      unstorable.map((path) => ({ msg: 'invalidValue', ...(path ? { path } : {}) })),
    );
  }
  return parseWith(schema, value);
}

/**
 * Where a parsed body holds text no database column can keep as sent: U+0000 (PostgreSQL refuses
 * it) or a lone UTF-16 surrogate (it would turn into U+FFFD), in a value or a key. At most 20;
 * a loop, not recursion, as a 64 KB body may nest 30 000 levels deep.
 */
function unstorableTextPaths(body: unknown): string[] {
  const bad = (text: string) => text.includes('\u0000') || !text.isWellFormed();
  const found: string[] = [];
  const pending: [unknown, string][] = [[body, '']];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (pending.length > 0 && found.length < 20) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (bad(value)) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => pending.push([item, join(path, i)]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (bad(key)) found.push(join(path, key));
        else pending.push([item, join(path, key)]);
      }
    }
  }
  return found;
}

async function readLimited(request: Request, limit: number): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
