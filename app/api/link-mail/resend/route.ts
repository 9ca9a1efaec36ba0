import { publicPaths } from '@/lib/paths.mjs';
import { isFormBody, readForm, readJson } from '@/lib/server/http/body';
import { clientIp } from '@/lib/server/http/client-address';
import { ApiError, forbidden } from '@/lib/server/http/errors';
import { isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { json, route } from '@/lib/server/http/route';
import { resendHeldMail } from '@/lib/server/mail/link-mail';
import { resendResponse, resendSchema } from '@/lib/validation/link-mail';

/** 303 to the application's thank-you part, which says what became of the link. */
const backToApply = (query: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: `${publicPaths.apply}?${query}#apply-sent`, 'Cache-Control': 'no-store' },
  });

export const POST = route(
  {
    access: 'public',
    doc: {
      summary:
        "Send a mail with a person's own link (an applicant's private page, an enquirer's " +
        'visit link) that the mail budget held back: the `resend` ticket of the 201 that ' +
        'stored it. Counted against the asking address. An HTML form may post it urlencoded ' +
        'from this site only: 303 back to /apply#apply-sent.',
      body: resendSchema,
      responses: {
        200: { description: 'Sent now, or already sent', schema: resendResponse },
        303: "A form post: back to the application's thank-you part",
        403: 'Posted from another site',
        404: 'Not a ticket of this server',
        429: 'The budget is still spent (Retry-After)',
      },
    },
  },
  async ({ request }) => {
    if (isFormBody(request)) {
      if (!isFromOwnSite(request, { form: true })) return refusedFormPage(request);
      let ticket = '';
      try {
        const body = await readForm(request, resendSchema, (form) => {
          ticket = String(form.get('ticket') ?? '');
          return { ticket };
        });
        await resendHeldMail(body.ticket, clientIp(request));
        return backToApply('linkResent=1');
      } catch (error) {
        const retry = error instanceof ApiError ? error.headers?.['Retry-After'] : undefined;
        if (!retry) return backToApply('linkResent=0');
        const minutes = Math.ceil(Number(retry) / 60);
        return backToApply(`held=${encodeURIComponent(ticket)}&retryMinutes=${minutes}`);
      }
    }
    if (!isFromOwnSite(request, { form: false })) throw forbidden('invalidOrigin');
    const body = await readJson(request, resendSchema);
    return json({ mail: await resendHeldMail(body.ticket, clientIp(request)) });
  },
);
