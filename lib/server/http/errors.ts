import { z } from 'zod';
import type { ApiErrorBody, ApiErrorItem } from '@/lib/validation/responses';

/** An API failure: its status and the one error shape, whose messages are `apiErrors` keys. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: ApiErrorItem[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const badRequest = (message = 'invalidBody') => new ApiError(400, message);
export const unauthorized = () => new ApiError(401, 'unauthorized');
export const forbidden = (message = 'forbidden') => new ApiError(403, message);
export const notFound = (message = 'notFound') => new ApiError(404, message);
export const payloadTooLarge = (message = 'payloadTooLarge') => new ApiError(413, message);

/** More would say nothing new: a body can name thousands of unknown fields. */
export const MAX_ERRORS = 50;

/**
 * Zod issues → 422 with one `{msg, path}` per problem (the first MAX_ERRORS, without repeats);
 * unknown fields are named one by one.
 */
function validationError(error: z.ZodError): ApiError {
  const errors: ApiErrorItem[] = [];
  const seen = new Set<string>();
  const add = (item: ApiErrorItem) => {
    const key = `${item.msg}\u0000${item.path ?? ''}`;
    if (errors.length < MAX_ERRORS && !seen.has(key)) {
      seen.add(key);
      errors.push(item);
    }
  };
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        add({ msg: 'unknownField', path: base ? `${base}.${key}` : key });
    } else {
      const msg = /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalidValue';
      add(base ? { msg, path: base } : { msg });
    }
    if (errors.length >= MAX_ERRORS) break;
  }
  return new ApiError(422, 'validationFailed', errors);
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
