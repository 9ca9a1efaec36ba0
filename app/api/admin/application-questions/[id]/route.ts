import {
  deleteQuestion,
  updateQuestion,
} from '@/features/applications/server/application-questions';
import { versionedDelete, versionedWrite } from '@/lib/server/http/versioned';
import { questionDeleteQuery, questionPatchSchema } from '@/features/applications/schema';

export const PATCH = versionedWrite(
  {
    body: questionPatchSchema,
    summary: 'Change a question: its labels, options, required, asked or not',
    responses: { 200: 'Question' },
    versioned: { type: 'object' },
  },
  ({ params, body }, version) => updateQuestion(params.id, { ...body, version }),
);

/** `?version=N`: a question changed since the screen showed it is not deleted (409). */
export const DELETE = versionedDelete(
  {
    versionQuery: questionDeleteQuery,
    summary: 'Delete a question (`?version=N`); given answers keep its text',
    versioned: { type: 'object' },
  },
  deleteQuestion,
);
