import type { Dog, DogImage, SiteInfo } from '../../lib/validation/responses';
import { jsonOf, NoAnswer, type Answer, type LoopbackClient } from './http';
import type { KindStats, Recorder } from './stats';

export const LOCALES = ['en', 'hu', 'de'] as const;

export interface DogFields {
  name: string;
  color: 'blue' | 'tan' | 'lilac';
  birthday: string;
  gender: 'male' | 'female';
  description: { en: string; hu: string; de: string };
  price: number | null;
  enabled: boolean;
  foundParent: boolean;
  reserved: boolean;
}

/** A photo and a dog as the API answers them. */
export type ApiImage = DogImage;
export type ApiDog = Dog;

export type { SiteInfo };
/** What a soak writes to `/api/info`: every field but the version the server counts. */
export type SiteInfoFields = Omit<SiteInfo, 'version'>;

/** A dog the soak wrote, as its last answered write left it. */
export interface TrackedDog {
  id: number;
  slug: string;
  fields: DogFields;
  /** Its photos' ids in their order, as the last answer listed them. */
  images: ApiImage[];
  deleted: boolean;
  /** A write is under way: one at a time, so that the last answer is the final state. */
  busy: boolean;
  /** A write got no answer, so its outcome is unknown (and already counted as a failure). */
  unknown: boolean;
}

export interface TrackedGalleryImage {
  image: ApiImage;
  deleted: boolean;
  busy: boolean;
  unknown: boolean;
}

export interface Photo {
  name: string;
  data: Buffer;
  type: string;
}

/** What every worker shares: where to send, what was written, what was counted. */
export interface SoakContext {
  http: LoopbackClient;
  token: string;
  deadline: number;
  recorder: Recorder;
  photos: Photo[];
  /** Enabled dogs that were there before the soak, never written by it: their pages must answer. */
  stableSlugs: string[];
  dogs: TrackedDog[];
  galleryImages: TrackedGalleryImage[];
  /** Every gallery photo id seen, so that an upload's answer tells which photos it added. */
  galleryIdsSeen: Set<number>;
  /** One gallery upload at a time, for the same reason. */
  galleryUploading: boolean;
  /** Files of photos the soak deleted: they must be gone. */
  removedUrls: string[];
  /** Enquiries the API stored (201), with the dog each asked about: all must be in the inbox. */
  enquiries: { id: number; dog: TrackedDog }[];
  /** The info last written (PUT /api/info), one writer at a time so that "last" is well defined. */
  info: { expected: SiteInfoFields | null; busy: boolean; unknown: boolean };
}

export interface Call {
  kind: string;
  group: KindStats['group'];
  method?: string;
  path: string;
  expected: readonly number[];
  headers?: Record<string, string>;
  json?: unknown;
  body?: { type: string; data: Buffer };
  admin?: boolean;
}

/** Sends one request and counts it; the answer when it came with an expected status. */
export async function call(ctx: SoakContext, c: Call): Promise<Answer | null> {
  const method = c.method ?? (c.json !== undefined || c.body ? 'POST' : 'GET');
  const headers: Record<string, string> = { ...c.headers };
  if (c.admin) headers.authorization = `Bearer ${ctx.token}`;
  let body: Buffer | string | undefined;
  if (c.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(c.json);
  } else if (c.body) {
    headers['content-type'] = c.body.type;
    body = c.body.data;
  }
  const what = `${method} ${c.path}`;
  try {
    const answer = await ctx.http.send(method, c.path, { headers, body });
    ctx.recorder.record(c.kind, c.group, answer.ms, {
      status: answer.status,
      expected: c.expected,
      what,
    });
    return c.expected.includes(answer.status) ? answer : null;
  } catch (error) {
    if (!(error instanceof NoAnswer)) throw error;
    ctx.recorder.record(c.kind, c.group, error.ms, {
      error: error.code,
      expected: c.expected,
      what,
    });
    return null;
  }
}

export function parsed<T>(ctx: SoakContext, answer: Answer, what: string): T | null {
  try {
    return jsonOf<T>(answer);
  } catch {
    ctx.recorder.fail(`${what}: the answer is not JSON`);
    return null;
  }
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
export const chance = (p: number) => Math.random() < p;
