import { deleteDiaryEntry, diaryEntry, updateDiaryEntry } from '@/features/diary/server/diary';
import { parseWith } from '@/lib/server/http/errors';
import { json, noContent, route } from '@/lib/server/http/route';
import { VERSION_QUERY } from '@/lib/server/openapi/operation';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { DIARY_ENTRY, DIARY_FIELDS } from '@/features/diary/openapi';
import { diaryUpdateSchema } from '@/features/diary/schema';
import { dogDeleteQuery } from '@/features/dogs/schema';

const current = { description: DIARY_ENTRY };

export const GET = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: { summary: 'A diary update', responses: { 200: DIARY_ENTRY, 404: 'diaryEntryNotFound' } },
  },
  async ({ params }) => json(await diaryEntry(params.id)),
);

/** The whole update again; 409 with it as stored when it changed since `version`. */
export const PUT = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: diaryUpdateSchema,
    doc: {
      summary: `Changes an update (no new mail). ${DIARY_FIELDS}`,
      responses: { 200: DIARY_ENTRY },
      versioned: current,
    },
  },
  async ({ request, params, body }) =>
    json(await updateDiaryEntry(params.id, body, writeVersion(request, body.version))),
);

/** `?version=N`: an update changed since the screen showed it is not deleted (409). */
export const DELETE = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: 'Deletes an update and its photos',
      query: VERSION_QUERY,
      responses: { 204: 'Deleted' },
      versioned: current,
    },
  },
  async ({ request, params }) => {
    const { version } = parseWith(dogDeleteQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    await deleteDiaryEntry(params.id, writeVersion(request, version));
    return noContent();
  },
);
