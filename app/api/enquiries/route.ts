import { dogSegment, publicPaths } from '@/lib/paths.mjs';
import { submitEnquiry } from '@/features/enquiries/server/enquiries';
import { isFormBody, readForm, readJson } from '@/lib/server/http/body';
import { clientIp } from '@/lib/server/http/client-address';
import { forbidden } from '@/lib/server/http/errors';
import { isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { json, route } from '@/lib/server/http/route';
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

/**
 * A visitor's enquiry: JSON from the page's script (201 `{id}`, or the usual errors), or the
 * same form posted without JavaScript (back to its page either way). Only from this site's pages.
 */
export const POST = route({ access: 'public' }, async ({ request }) => {
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
});
