import { reorderQuestions } from '@/features/applications/server/application-questions';
import { versionedWrite } from '@/lib/server/http/versioned';
import { orderSchema } from '@/lib/validation/common';

export const PUT = versionedWrite(
  {
    params: {},
    body: orderSchema,
    summary: 'Reorder the questions: every id once, `version` the order as seen',
    responses: { 200: 'Questions' },
    versioned: { type: 'array' },
  },
  ({ body }, version) => reorderQuestions(body.ids, version),
);
