import {
  createQuestion,
  listQuestions,
} from '@/features/applications/server/application-questions';
import { json, route } from '@/lib/server/http/route';
import { questionSchema } from '@/features/applications/schema';

/** Every question of the breeder's, switched off ones too, in the form's order. */
export const GET = route(
  {
    access: 'admin',
    doc: { summary: 'The breeder’s questions, in order', responses: { 200: 'Questions' } },
  },
  async () => json(await listQuestions()),
);

export const POST = route(
  {
    access: 'admin',
    body: questionSchema,
    doc: {
      summary: 'Add a question (text, choice or yes/no; a label per language)',
      responses: { 201: 'Question', 409: 'tooManyQuestions' },
    },
  },
  async ({ body }) => json(await createQuestion(body), { status: 201 }),
);
