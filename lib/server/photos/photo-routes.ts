import 'server-only';
import type { z } from 'zod';
import { json, noContent, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import type { FocalPoint } from './collection';

interface PhotoRoutes<K extends string, S extends z.ZodType> {
  /** The segment naming the photos' owner (`{ id: idSchema }`, `{ page: pageParam }`). */
  owner: Record<K, S>;
  /** The focal point's body: `{ focal, version }`. */
  body: z.ZodType<{ focal: FocalPoint | null; version?: string }>;
  setFocal: (
    owner: z.output<S>,
    imageId: number,
    focal: FocalPoint | null,
    version: string | undefined,
  ) => Promise<unknown>;
  remove: (owner: z.output<S>, imageId: number) => Promise<unknown>;
}

/**
 * The handlers of one photo of an ordered collection (`…/{imageId}`), for the admin: PATCH sets
 * its focal point (based on the collection's version), DELETE removes it.
 */
export function photoRoutes<K extends string, S extends z.ZodType>({
  owner,
  body,
  setFocal,
  remove,
}: PhotoRoutes<K, S>) {
  const [key] = Object.keys(owner) as K[];
  const params = { ...owner, imageId: idSchema } as Record<K, S> & { imageId: typeof idSchema };
  const ownerOf = (parsed: Record<string, unknown>) => parsed[key!] as z.output<S>;
  return {
    PATCH: route({ access: 'admin', params, body }, async ({ request, params, body }) =>
      json(
        await setFocal(
          ownerOf(params),
          params.imageId,
          body.focal,
          writeVersion(request, body.version),
        ),
      ),
    ),
    DELETE: route({ access: 'admin', params }, async ({ params }) => {
      await remove(ownerOf(params), params.imageId);
      return noContent();
    }),
  };
}
