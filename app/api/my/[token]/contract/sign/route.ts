import { isFormBody, readForm, readJson } from '@/lib/server/http/body';
import { clientIp } from '@/lib/server/http/client-address';
import { ApiError, forbidden } from '@/lib/server/http/errors';
import { backToMyPage, isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { noContent, route } from '@/lib/server/http/route';
import { linkToken } from '@/lib/server/http/link-token';
import { signContract } from '@/features/contracts/server/sign';
import { contractSignSchema } from '@/features/contracts/schema';

/** Back to the contract on the private page: what happened, and the name typed if it failed. */
const backTo = (token: string, query: URLSearchParams) => backToMyPage(token, query, '#contract');

/** Why a signature was refused, as the page names it: each field's message, or the reason. */
function refusal(error: unknown): string {
  if (!(error instanceof ApiError)) {
    console.error(error);
    return 'serverError';
  }
  if (error.status === 422 && error.errors?.length) {
    return [...new Set(error.errors.map((e) => e.msg))].join(',');
  }
  return error.message;
}

/** JSON, or the page's form (303 back either way); only from this site's pages. */
export const POST = route(
  {
    access: 'public',
    params: { token: linkToken },
    doc: {
      summary:
        'The buyer signs the contract shown (by the SHA-256 of its text) with their typed name. ' +
        'The same fields urlencoded from the private page (`accept=on`) are answered with ' +
        '303 back to it.',
      body: contractSignSchema,
      responses: {
        204: 'Signed: the PDF is mailed to the buyer and the breeder',
        303: 'A form post: back to /my/{token}?contract=signed or ?contractError=…',
        404: 'linkNotValid, contractNotFound',
        409: 'contractAlreadySigned, or contractChanged: read the new text',
      },
    },
  },
  async ({ request, params }) => {
    const signer = {
      ip: clientIp(request),
      userAgent: request.headers.get('user-agent') ?? '',
    };
    if (isFormBody(request)) {
      if (!isFromOwnSite(request, { form: true })) return refusedFormPage(request);
      let name = '';
      try {
        const body = await readForm(request, contractSignSchema, (form) => {
          name = (form.get('name') ?? '').slice(0, 200);
          return {
            name: form.get('name'),
            accept: form.get('accept') === 'on',
            hash: form.get('hash'),
          };
        });
        await signContract(params.token, body, signer);
        return backTo(params.token, new URLSearchParams({ contract: 'signed' }));
      } catch (error) {
        return backTo(
          params.token,
          new URLSearchParams({ contractError: refusal(error), signName: name }),
        );
      }
    }
    if (!isFromOwnSite(request, { form: false })) throw forbidden('invalidOrigin');
    const body = await readJson(request, contractSignSchema);
    await signContract(params.token, body, signer);
    return noContent();
  },
);
