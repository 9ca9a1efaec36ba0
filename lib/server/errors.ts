import { z } from 'zod';

export interface ApiErrorItem {
  msg: string;
  path?: string;
}

/** The one error shape of SPEC §7: `message` and `errors[].msg` are `apiErrors` keys. */
export interface ApiErrorBody {
  message: string;
  errors?: ApiErrorItem[];
}

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

/** Zod issues → 422 with one `{msg, path}` per problem; unknown fields are named one by one. */
export function validationError(error: z.ZodError): ApiError {
  const errors: ApiErrorItem[] = error.issues.flatMap((issue) => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        msg: 'unknownField',
        path: base ? `${base}.${key}` : key,
      }));
    }
    const msg = /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalidValue';
    return [{ msg, ...(base ? { path: base } : {}) }];
  });
  const unique = errors.filter(
    (e, i) => errors.findIndex((o) => o.msg === e.msg && o.path === e.path) === i,
  );
  return new ApiError(422, 'validationFailed', unique);
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
