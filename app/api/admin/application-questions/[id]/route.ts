import {
  deleteQuestion,
  updateQuestion,
} from '@/features/applications/server/application-questions';
import { parseWith } from '@/lib/server/http/errors';
import { json, noContent, route } from '@/lib/server/http/route';
import { VERSION_QUERY } from '@/lib/server/openapi/operation';
import { writeVersion } from '@/lib/server/versions';
import { questionDeleteQuery, questionPatchSchema } from '@/features/applications/schema';
import { idSchema } from '@/lib/validation/common';

export const PATCH = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: questionPatchSchema,
    doc: {
      summary: 'Change a question: its labels, options, required, asked or not',
      responses: { 200: 'Question' },
      versioned: { type: 'object' },
    },
  },
  async ({ request, params, body }) =>
    json(
      await updateQuestion(params.id, { ...body, version: writeVersion(request, body.version) }),
    ),
);

/** `?version=N`: a question changed since the screen showed it is not deleted (409). */
export const DELETE = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: 'Delete a question (`?version=N`); given answers keep its text',
      query: VERSION_QUERY,
      responses: { 204: 'Deleted' },
      versioned: { type: 'object' },
    },
  },
  async ({ request, params }) => {
    const { version } = parseWith(questionDeleteQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    await deleteQuestion(params.id, writeVersion(request, version));
    return noContent();
  },
);
