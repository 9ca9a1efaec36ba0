import {
  createQuestion,
  listQuestions,
} from '@/features/applications/server/application-questions';
import { json, route } from '@/lib/server/http/route';
import { questionSchema } from '@/features/applications/schema';

/** Every question of the breeder's, switched off ones too, in the form's order. */
export const GET = route({ access: 'admin' }, async () => json(await listQuestions()));

export const POST = route({ access: 'admin', body: questionSchema }, async ({ body }) =>
  json(await createQuestion(body), { status: 201 }),
);
