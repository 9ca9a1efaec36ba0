import { publicPaths } from '@/lib/paths.mjs';
import { isFormBody, readForm, readJson } from '@/lib/server/http/body';
import { clientIp } from '@/lib/server/http/client-address';
import { ApiError, forbidden } from '@/lib/server/http/errors';
import { isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { json, route } from '@/lib/server/http/route';
import { resendHeldMail } from '@/lib/server/mail/link-mail';
import { resendSchema } from '@/lib/validation/link-mail';

/** 303 to the application's thank-you part, which says what became of the link. */
const backToApply = (query: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: `${publicPaths.apply}?${query}#apply-sent`, 'Cache-Control': 'no-store' },
  });

/**
 * Sends a person's own link that the mail budget held back, by the ticket their confirmation
 * got: JSON (200; 429 with `Retry-After` while the budget is still spent; 404 for a ticket that
 * is not ours), or the application page's form without JavaScript (303 back to it).
 */
export const POST = route({ access: 'public' }, async ({ request }) => {
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
});
