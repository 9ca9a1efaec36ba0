import 'server-only';
import type { z } from 'zod';
import { json, noContent, route } from '@/lib/server/http/route';
import type { ResponseDoc } from '@/lib/server/openapi/operation';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { imageResponse } from '@/lib/validation/responses';
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
  /** What deleting answers besides 204 and 404, for the API description. */
  deleteAnswers?: Record<number, string | ResponseDoc>;
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
  deleteAnswers,
}: PhotoRoutes<K, S>) {
  const [key] = Object.keys(owner) as K[];
  const params = { ...owner, imageId: idSchema } as Record<K, S> & { imageId: typeof idSchema };
  const ownerOf = (parsed: Record<string, unknown>) => parsed[key!] as z.output<S>;
  return {
    PATCH: route(
      {
        access: 'admin',
        params,
        body,
        doc: {
          summary:
            'Set or clear a photo’s focal point. `version`: the point it replaces, as read: ' +
            '`x,y` with the numbers as the API gave them (`0.5,0.3`), or `none`',
          responses: { 200: { description: 'Photo', schema: imageResponse }, 404: 'Unknown photo' },
          versioned: imageResponse,
        },
      },
      async ({ request, params, body }) =>
        json(
          await setFocal(
            ownerOf(params),
            params.imageId,
            body.focal,
            writeVersion(request, body.version),
          ),
        ),
    ),
    DELETE: route(
      {
        access: 'admin',
        params,
        doc: {
          summary:
            'Delete a photo. No version: deleting a photo already deleted is a harmless 404, ' +
            'and no edit is lost',
          responses: { 204: 'Deleted', 404: 'Unknown photo', ...deleteAnswers },
        },
      },
      async ({ params }) => {
        await remove(ownerOf(params), params.imageId);
        return noContent();
      },
    ),
  };
}
