import 'server-only';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import type { DogImage } from '@/lib/validation/responses';

/*
 * What server-rendered pages read comes from wherever the data lives: this process's services, or
 * the HTTP API of the instance at API_URL. Each domain's `reads.ts` gives its reads both ways,
 * with the same types, cached under the tags every mutation expires; this is what they share.
 */

let chosen: { url: string | null } | undefined;

/** The API to read from (API_URL without its trailing slash), or null: this process's services. */
export function apiUrl(): string | null {
  chosen ??= { url: process.env.API_URL?.replace(/\/+$/, '') || null };
  return chosen.url;
}

/**
 * The session cannot be checked right now: the database (or, with API_URL, the API host's) is
 * unreachable. Pages show the translated "try again shortly" screen instead of an error page.
 */
export class DataUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('databaseUnavailable', options);
    this.name = 'DataUnavailableError';
  }
}

/** An unreachable database becomes the page's "try again shortly" screen (DataUnavailableError). */
export async function checkingOutage<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw new DataUnavailableError({ cause: error });
    throw error;
  }
}

/** A GET of the API at API_URL, validated; null for 404. Cached under `tags`. */
export async function remoteRead<T extends z.ZodType>(
  path: string,
  schema: T,
  tags: string[],
): Promise<z.output<T> | null> {
  const response = await fetch(`${apiUrl()}${path}`, {
    // Tags expire on this instance's own writes; the API's writes show within a minute.
    next: { tags, revalidate: 60 },
    headers: { Accept: 'application/json' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`API ${path} answered ${response.status}`);
  return schema.parse(await response.json());
}

/** An address the API gave relative to itself, made absolute for this site's pages. */
export const fromApi = (url: string) => new URL(url, `${apiUrl()}/`).toString();

/** A photo as the API at API_URL gave it, its addresses made absolute. */
export function imageFromApi(image: DogImage): DogImage {
  return {
    ...image,
    url: fromApi(image.url),
    variants: image.variants.map((v) => ({ ...v, url: fromApi(v.url) })),
  };
}
