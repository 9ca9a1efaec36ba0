import {
  eraseOwnApplication,
  withdrawOwnApplication,
} from '@/features/applications/server/application-privacy';
import { isFormBody, readForm } from '@/lib/server/http/body';
import { ApiError } from '@/lib/server/http/errors';
import { backToMyPage, isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { route } from '@/lib/server/http/route';
import { z } from '@/lib/validation/zod';

const closeSchema = z.strictObject({
  action: z.enum(['withdraw', 'erase'], { error: 'invalidValue' }),
});

const backTo = (token: string, query: string) => backToMyPage(token, query);

/**
 * The private page's withdraw and erase buttons, which work without JavaScript: the same as
 * `POST /api/my/{token}/withdraw` and `DELETE /api/my/{token}`, as a form post (303 back).
 */
export const POST = route(
  {
    access: 'public',
    params: { token: z.string().max(100) },
    doc: {
      summary:
        'The private page’s withdraw and erase buttons without JavaScript: urlencoded ' +
        '`action=withdraw|erase`, answered with 303 back to the page',
      responses: { 303: 'Back to /my/{token}' },
    },
  },
  async ({ request, params }) => {
    if (!isFormBody(request)) throw new ApiError(415, 'unsupportedMediaType');
    if (!isFromOwnSite(request, { form: true })) return refusedFormPage(request);
    try {
      const { action } = await readForm(request, closeSchema, (form) => ({
        action: form.get('action'),
      }));
      if (action === 'erase') await eraseOwnApplication(params.token);
      else await withdrawOwnApplication(params.token);
      return backTo(params.token, `done=${action === 'erase' ? 'erased' : 'withdrawn'}`);
    } catch (error) {
      if (!(error instanceof ApiError)) console.error(error);
      const reason = error instanceof ApiError ? error.message : 'serverError';
      return backTo(params.token, `error=${encodeURIComponent(reason)}`);
    }
  },
);
