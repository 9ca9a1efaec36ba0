import { withdrawFromContract } from '@/features/contracts/server/withdrawal';
import { isFormBody, readForm, readJson } from '@/lib/server/http/body';
import { clientIp } from '@/lib/server/http/client-address';
import { ApiError, forbidden } from '@/lib/server/http/errors';
import { backToMyPage, isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { json, route } from '@/lib/server/http/route';
import { contractWithdrawalSchema } from '@/features/contracts/schema';
import { z } from '@/lib/validation/zod';

const tokenSchema = z.string().max(100);

const backTo = (token: string, query: URLSearchParams) => backToMyPage(token, query, '#withdrawal');

/**
 * The withdrawal function (Directive 2011/83/EU Art. 11a): the buyer withdraws from the signed
 * contract named by its number, confirming with the box. The page's form without JavaScript
 * (303 back to the page either way), or JSON (200 with the refund's deadline). Only from this
 * site's pages; recorded once, so a repeat changes nothing (409 `contractAlreadyWithdrawn`).
 */
export const POST = route(
  { access: 'public', params: { token: tokenSchema } },
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
