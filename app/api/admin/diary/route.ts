import { json, route } from '@/lib/server/http/route';
import { createDiaryEntry, listDiary } from '@/features/diary/server/diary';
import { diaryCreateSchema } from '@/features/diary/schema';

/** The latest diary updates, newest first (photos behind fresh signed links). */
export const GET = route({ access: 'admin' }, async () => json(await listDiary()));

/** Posts an update to a puppy or a litter and mails the buyers concerned; photos come after. */
export const POST = route({ access: 'admin', body: diaryCreateSchema }, async ({ body }) =>
  json(await createDiaryEntry(body), { status: 201 }),
);
