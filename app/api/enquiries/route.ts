import { dogSegment, publicPaths } from '@/lib/paths.mjs';
import { submitEnquiry } from '@/features/enquiries/server/enquiries';
import { isFormBody, readForm, readJson } from '@/lib/server/http/body';
import { clientIp } from '@/lib/server/http/client-address';
import { forbidden } from '@/lib/server/http/errors';
import { isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { json, route } from '@/lib/server/http/route';
import { enquiryCreatedResponse } from '@/lib/validation/responses';
import { enquiryFromForm, enquirySchema } from '@/features/enquiries/schema';

/** Where a form sent without JavaScript comes back to: its own page, else the contact page. */
function returnPath(value: string | null): string {
  if (value === publicPaths.contact) return value;
  return value && dogSegment(value) !== null && /^\/[a-z0-9-]{1,80}$/.test(value)
    ? value
    : publicPaths.contact;
}

/** 303 to the form's page, whose `#enquiry-sent` or `#enquiry-failed` part then shows. */
const backTo = (path: string, outcome: 'sent' | 'failed') =>
  new Response(null, {
    status: 303,
    headers: { Location: `${path}#enquiry-${outcome}`, 'Cache-Control': 'no-store' },
  });

export const POST = route(
  {
    access: 'public',
    doc: {
      summary:
        'Send an enquiry (about a dog, or general). `website` must stay empty and `start` ' +
        'is the signed start from GET /enquiries/start (or the page), at least 3 s old: ' +
        'a bot gets the same 201 but nothing is stored or sent. An HTML form may post the ' +
        'same fields urlencoded (`consent=on`, plus `returnTo`) from this site only: it is ' +
        'answered with 303 back to its page; from another site, 403 with an HTML page.',
      body: enquirySchema,
      responses: {
        201: { description: 'Stored', schema: enquiryCreatedResponse },
        303: 'A form post: back to its page (#enquiry-sent or -failed)',
        403: 'Posted from another site',
        429: 'Too many from this address or e-mail (Retry-After)',
      },
    },
  },
  async ({ request }) => {
    if (isFormBody(request)) {
      if (!isFromOwnSite(request, { form: true })) return refusedFormPage(request);
      let back: string = publicPaths.contact;
      try {
        const body = await readForm(request, enquirySchema, (form) => {
          back = returnPath(form.get('returnTo'));
          return enquiryFromForm(form);
        });
        await submitEnquiry(body, clientIp(request));
        return backTo(back, 'sent');
      } catch {
        return backTo(back, 'failed');
      }
    }
    if (!isFromOwnSite(request, { form: false })) throw forbidden('invalidOrigin');
    const body = await readJson(request, enquirySchema);
    return json(await submitEnquiry(body, clientIp(request)), { status: 201 });
  },
);
