import { withdrawFromContract } from '@/features/contracts/server/withdrawal';
import { isFormBody, readForm, readJson } from '@/lib/server/http/body';
import { clientIp } from '@/lib/server/http/client-address';
import { ApiError, forbidden } from '@/lib/server/http/errors';
import { backToMyPage, isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { linkToken } from '@/lib/server/http/link-token';
import { json, route } from '@/lib/server/http/route';
import { contractWithdrawalSchema } from '@/features/contracts/schema';

const backTo = (token: string, query: URLSearchParams) => backToMyPage(token, query, '#withdrawal');

/**
 * JSON, or the page's form (303 back either way); only from this site's pages. Recorded once,
 * so a repeat changes nothing.
 */
export const POST = route(
  {
    access: 'public',
    params: { token: linkToken },
    doc: {
      summary:
        'The withdrawal function (Directive 2011/83/EU Art. 11a): the buyer withdraws from the ' +
        'signed contract with this number, `confirm: true`. The same fields urlencoded from ' +
        'the private page (`confirm=on`) are answered with 303 back to it.',
      body: contractWithdrawalSchema,
      responses: {
        200:
          '`{withdrawnAt, periodEndsAt, late, refundDueAt, deposit}`: recorded, and mailed ' +
          'to the buyer and the breeder',
        303: 'A form post: back to /my/{token}?withdrawal=done or ?withdrawalError=…',
        404: 'linkNotValid, contractNotFound',
        409: 'contractNotSigned, contractAlreadyWithdrawn, or contractChanged',
        429: 'tooManyAttempts (Retry-After): 20 tries per address an hour',
      },
    },
  },
  async ({ request, params }) => {
    const signer = { ip: clientIp(request), userAgent: request.headers.get('user-agent') ?? '' };
    if (isFormBody(request)) {
      if (!isFromOwnSite(request, { form: true })) return refusedFormPage(request);
      try {
        const body = await readForm(request, contractWithdrawalSchema, (form) => ({
          number: Number(form.get('number') ?? NaN),
          confirm: form.get('confirm') === 'on',
        }));
        await withdrawFromContract(params.token, body.number, signer);
        return backTo(params.token, new URLSearchParams({ withdrawal: 'done' }));
      } catch (error) {
        if (!(error instanceof ApiError)) console.error(error);
        const reason =
          error instanceof ApiError
            ? error.status === 422 && error.errors?.length
              ? error.errors[0]!.msg
              : error.message
            : 'serverError';
        return backTo(params.token, new URLSearchParams({ withdrawalError: reason }));
      }
    }
    if (!isFromOwnSite(request, { form: false })) throw forbidden('invalidOrigin');
    const body = await readJson(request, contractWithdrawalSchema);
    return json(await withdrawFromContract(params.token, body.number, signer));
  },
);
