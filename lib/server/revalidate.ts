import 'server-only';
import { revalidateTag } from 'next/cache';

/** Cache tags of the public data; every cached read carries them, every write expires them. */
export const TAGS = {
  info: 'info',
  dogs: 'dogs',
  dog: (slug: string) => `dog:${slug}`,
  gallery: 'gallery',
} as const;

export interface PublicChange {
  info?: boolean;
  dogs?: boolean;
  /** Slugs of single dog pages whose content changed. */
  dog?: string[];
  gallery?: boolean;
}

/**
 * The one revalidation hook: a mutation announces what public data it changed, and the pages
 * built from it are rebuilt on their next request (expired at once, so visible within 1 s).
 */
export function announceChange(change: PublicChange): void {
  const tags = [
    ...(change.info ? [TAGS.info] : []),
    ...(change.dogs ? [TAGS.dogs] : []),
    ...(change.dog ?? []).map(TAGS.dog),
    ...(change.gallery ? [TAGS.gallery] : []),
  ];
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a Next request (scripts, unit tests) there is no cache to expire.
    }
  }
}
