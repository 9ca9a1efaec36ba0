import { deleteDiaryEntry, diaryEntry, updateDiaryEntry } from '@/features/diary/server/diary';
import { readRoute } from '@/lib/server/http/read';
import { versionedDelete, versionedWrite } from '@/lib/server/http/versioned';
import { idSchema } from '@/lib/validation/common';
import { DIARY_ENTRY, DIARY_FIELDS } from '@/features/diary/openapi';
import { diaryUpdateSchema } from '@/features/diary/schema';
import { dogDeleteQuery } from '@/features/dogs/schema';

const current = { description: DIARY_ENTRY };

export const GET = readRoute(
  {
    access: 'admin',
    params: { id: idSchema },
    summary: 'A diary update',
    responses: { 200: DIARY_ENTRY, 404: 'diaryEntryNotFound' },
  },
  ({ params }) => diaryEntry(params.id),
);

/** The whole update again; 409 with it as stored when it changed since `version`. */
export const PUT = versionedWrite(
  {
    body: diaryUpdateSchema,
    summary: `Changes an update (no new mail). ${DIARY_FIELDS}`,
    responses: { 200: DIARY_ENTRY },
    versioned: current,
  },
  ({ params, body }, version) => updateDiaryEntry(params.id, body, version),
);

/** `?version=N`: an update changed since the screen showed it is not deleted (409). */
export const DELETE = versionedDelete(
  {
    versionQuery: dogDeleteQuery,
    summary: 'Deletes an update and its photos',
    versioned: current,
  },
  deleteDiaryEntry,
);
