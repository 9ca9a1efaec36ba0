import { readForm } from '@/lib/server/http/body';
import { ApiError } from '@/lib/server/http/errors';
import { backToMyPage, isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { route } from '@/lib/server/http/route';
import { setDiaryMail } from '@/features/diary/server/my-diary';
import { diaryMailSchema } from '@/features/diary/schema';
import { z } from '@/lib/validation/zod';

/** Back to the diary on the private page, which says what happened (or why not). */
const backTo = (token: string, query: string) => backToMyPage(token, query, '#diary');

/**
 * The buyer turns the diary's mail off (or on again) from their page: a plain form post (no
 * script needed), answered 303 back to the page. Only from this site's pages.
 */
export const POST = route(
  {
    access: 'public',
    params: { token: z.string().max(100) },
    doc: {
      summary:
        'The buyer turns the diary’s mail off or on from their page: urlencoded `mail=off|on`, ' +
        'answered with 303 back to the page',
      responses: { 303: 'Back to /my/{token}#diary' },
    },
  },
  async ({ request, params }) => {
    if (!isFromOwnSite(request, { form: true })) return refusedFormPage(request);
    try {
      const { mail } = await readForm(request, diaryMailSchema, (form) => ({
        mail: form.get('mail'),
      }));
      await setDiaryMail(params.token, mail === 'on');
      return backTo(params.token, `done=${mail === 'on' ? 'diaryMailOn' : 'diaryMailOff'}`);
    } catch (error) {
      if (!(error instanceof ApiError)) console.error(error);
      const reason = error instanceof ApiError ? error.message : 'serverError';
      return backTo(params.token, `error=${encodeURIComponent(reason)}`);
    }
  },
);
