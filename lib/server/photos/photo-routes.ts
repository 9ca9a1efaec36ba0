import 'server-only';
import { json, noContent, route } from '@/lib/server/http/route';
import { uploadAnswer } from '@/lib/server/http/upload-answer';
import { parseImageUpload, type ParsedUpload } from '@/lib/server/images/multipart';
import type { ResponseDoc, RouteDoc } from '@/lib/server/openapi/operation';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { imageResponse, uploadResponse } from '@/lib/validation/responses';
import { z } from '@/lib/validation/zod';
import type { FocalPoint, UploadOutcome } from './collection';

// The admin's handlers of an ordered photo collection (a dog's, a post's, a page's, the
// gallery): upload (`…/images`), reorder (`…/images/order`), and one photo (`…/{imageId}`).

type Answers = Record<number, string | ResponseDoc>;

interface PhotoRoute<K extends string, S extends z.ZodType> {
  /** The segment naming the photos' owner (`{ id: idSchema }`, `{ page: pageParam }`; `{}`: none). */
  owner: Record<K, S>;
  /** What the API description calls one: `photo` unless said. */
  noun?: string;
}

/** The owner's parsed segment (undefined for the gallery, which has none). */
function ownerOf<K extends string, S extends z.ZodType>(owner: Record<K, S>) {
  const [key] = Object.keys(owner);
  return (params: Record<string, unknown>) =>
    (key === undefined ? undefined : params[key]) as z.output<S>;
}

/** One photo's segments (its owner's and `imageId`), and what the description calls it. */
function onePhoto<K extends string, S extends z.ZodType>({
  owner,
  noun = 'photo',
}: PhotoRoute<K, S>) {
  const params = { ...owner, imageId: idSchema } as Record<K, S> & { imageId: typeof idSchema };
  return { params, noun, ownerOf: ownerOf(owner) };
}

/** PATCH `…/{imageId}`: set or clear the photo's focal point, based on the collection's version. */
export function photoFocalRoute<K extends string, S extends z.ZodType>({
  body,
  setFocal,
  ...photo
}: PhotoRoute<K, S> & {
  /** The focal point's body: `{ focal, version }`. */
  body: z.ZodType<{ focal: FocalPoint | null; version?: string }>;
  setFocal: (
    owner: z.output<S>,
    imageId: number,
    focal: FocalPoint | null,
    version: string | undefined,
  ) => Promise<unknown>;
}) {
  const { params, noun, ownerOf } = onePhoto(photo);
  return route(
    {
      access: 'admin',
      params,
      body,
      doc: {
        summary:
          `Set or clear a ${noun}’s focal point. \`version\`: the point it replaces, as read: ` +
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
  );
}

/** DELETE `…/{imageId}`. No version: deleting a photo already deleted is a harmless 404. */
export function photoDeleteRoute<K extends string, S extends z.ZodType>({
  remove,
  responses,
  ...photo
}: PhotoRoute<K, S> & {
  remove: (owner: z.output<S>, imageId: number) => Promise<unknown>;
  /** What deleting answers besides 204 and 404. */
  responses?: Answers;
}) {
  const { params, noun, ownerOf } = onePhoto(photo);
  return route(
    {
      access: 'admin',
      params,
      doc: {
        summary:
          `Delete a ${noun}. No version: deleting a photo already deleted is a harmless 404, ` +
          'and no edit is lost',
        responses: { 204: 'Deleted', 404: 'Unknown photo', ...responses },
      },
    },
    async ({ params }) => {
      await remove(ownerOf(params), params.imageId);
      return noContent();
    },
  );
}

/** POST `…/images`: photos uploaded (multipart), 201 with the collection and per-file errors. */
export function photoUploadRoute<K extends string, S extends z.ZodType>({
  owner,
  summary,
  responses,
  add,
}: {
  owner: Record<K, S>;
  summary: string;
  /** What it answers besides 503 (busy). */
  responses: Answers;
  add: (owner: z.output<S>, upload: ParsedUpload) => Promise<UploadOutcome>;
}) {
  const owned = ownerOf(owner);
  return route(
    {
      access: 'admin',
      params: owner,
      doc: {
        summary,
        multipart: true,
        responses: { ...responses, 503: 'Photo processing busy (Retry-After)' },
      },
    },
    async ({ request, params }) =>
      uploadAnswer(await add(owned(params), await parseImageUpload(request))),
  );
}

/** What a dog's or litter's upload answers besides 503. */
export const uploadAnswers = (photos: string): Answers => ({
  201: { description: `${photos} and per-file errors`, schema: uploadResponse },
  413: 'Too large',
  415: 'Not an image',
});

const photoList = z.array(imageResponse);

/** What the API description says of reordering a collection's photos (`…/images/order`). */
export const photoOrderDoc = (
  summary: string,
): Pick<RouteDoc, 'summary' | 'responses' | 'versioned'> => ({
  summary,
  responses: { 200: { description: 'Photos', schema: photoList } },
  versioned: photoList,
});
