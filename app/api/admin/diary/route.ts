import { json, route } from '@/lib/server/http/route';
import { DIARY_ENTRY, DIARY_FIELDS } from '@/features/diary/openapi';
import { createDiaryEntry, listDiary } from '@/features/diary/server/diary';
import { diaryCreateSchema } from '@/features/diary/schema';

export const GET = route(
  {
    access: 'admin',
    doc: {
      summary: 'The latest diary updates, newest first',
      responses: { 200: `Updates: ${DIARY_ENTRY}` },
    },
  },
  async () => json(await listDiary()),
);

export const POST = route(
  {
    access: 'admin',
    body: diaryCreateSchema,
    doc: {
      summary:
        `Posts a diary update. ${DIARY_FIELDS} Each buyer of a puppy it concerns (reserved or ` +
        'placed, mail not turned off) gets a mail in their language. Photos are uploaded after.',
      responses: { 201: DIARY_ENTRY },
    },
  },
  async ({ body }) => json(await createDiaryEntry(body), { status: 201 }),
);
