import { reorderQuestions } from '@/features/applications/server/application-questions';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { orderSchema } from '@/lib/validation/common';

export const PUT = route(
  {
    access: 'admin',
    body: orderSchema,
    doc: {
      summary: 'Reorder the questions: every id once, `version` the order as seen',
      responses: { 200: 'Questions' },
      versioned: { type: 'array' },
    },
  },
  async ({ request, body }) =>
    json(await reorderQuestions(body.ids, writeVersion(request, body.version))),
);
