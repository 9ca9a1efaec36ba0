import { isFormBody, readForm, readJson } from '@/lib/server/http/body';
import { ApiError, forbidden } from '@/lib/server/http/errors';
import { backToMyPage, isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { noContent, route } from '@/lib/server/http/route';
import { linkToken } from '@/lib/server/http/link-token';
import { answerMyOffer } from '@/features/applications/server/my-page';
import { offerAnswerSchema } from '@/features/waiting-list/schema';

/** Back to the private page, which says what happened (or why not). */
const backTo = (token: string, query: string) => backToMyPage(token, query);

/** JSON, or the page's form (303 back either way); only from this site's pages. */
export const POST = route(
  {
    access: 'public',
    params: { token: linkToken },
    doc: {
      summary:
        'The buyer accepts (the puppy is reserved) or passes, by their private link. The same ' +
        'fields urlencoded from the private page are answered with 303 back to it.',
      body: offerAnswerSchema,
      responses: {
        204: 'Answered',
        303: 'A form post: back to /my/{token}?done=… or ?error=…',
        404: 'linkNotValid, offerNotFound',
        409: 'offerClosed: answered or withdrawn',
        410: 'offerExpired: the deadline has passed',
      },
    },
  },
  async ({ request, params }) => {
    if (isFormBody(request)) {
      if (!isFromOwnSite(request, { form: true })) return refusedFormPage(request);
      try {
        const body = await readForm(request, offerAnswerSchema, (form) => ({
          offerId: Number(form.get('offerId')),
          answer: form.get('answer'),
        }));
        await answerMyOffer(params.token, body.offerId, body.answer);
        return backTo(params.token, `done=${body.answer === 'accept' ? 'accepted' : 'passed'}`);
      } catch (error) {
        if (!(error instanceof ApiError)) console.error(error);
        const reason = error instanceof ApiError ? error.message : 'serverError';
        return backTo(params.token, `error=${encodeURIComponent(reason)}`);
      }
    }
    if (!isFromOwnSite(request, { form: false })) throw forbidden('invalidOrigin');
    const body = await readJson(request, offerAnswerSchema);
    await answerMyOffer(params.token, body.offerId, body.answer);
    return noContent();
  },
);
