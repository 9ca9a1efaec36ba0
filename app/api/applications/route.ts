import type { NextRequest } from 'next/server';
import { publicPaths } from '@/lib/paths.mjs';
import { submitApplication } from '@/features/applications/server/applications';
import {
  clearedDraftCookies,
  draftCookies,
  hasDraft,
  type ApplicationDraft,
} from '@/features/applications/server/application-draft';
import { isFormBody, readForm, readJson } from '@/lib/server/http/body';
import { clientIp } from '@/lib/server/http/client-address';
import { ApiError, forbidden } from '@/lib/server/http/errors';
import { isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { isHttps } from '@/lib/server/http/origin';
import { json, route } from '@/lib/server/http/route';
import { applicationFromForm, applicationSchema } from '@/features/applications/schema';

/** 303 to the form: its thank-you part, or the form again with what was typed and why not. */
function backTo(location: string, cookies: string[]): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** Each refused field's message by field name (the breeder's questions by `q{id}`). */
function errorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return { form: 'serverError' };
  if (!error.errors?.length) return { form: error.message };
  return Object.fromEntries(
    error.errors.map(({ msg, path }) => [path ? path.replace(/^answers\./, '') : 'form', msg]),
  );
}

/** A form sent without JavaScript: thanked, or sent back with its text and errors (303). */
async function fromForm(request: NextRequest): Promise<Response> {
  const https = isHttps(request);
  let values: Record<string, string> = {};
  try {
    const body = await readForm(request, applicationSchema, (form) => {
      values = Object.fromEntries([...form].filter(([name]) => name !== 'website'));
      return applicationFromForm(form);
    });
    const { resend } = await submitApplication(body, clientIp(request));
    const held = resend ? `?held=${encodeURIComponent(resend)}` : '';
    return backTo(`${publicPaths.apply}${held}#apply-sent`, clearedDraftCookies(https));
  } catch (error) {
    const draft: ApplicationDraft = { values, errors: errorsOf(error) };
    const cookies = draftCookies(draft, https);
    if (!cookies) return backTo(`${publicPaths.apply}#apply-failed`, clearedDraftCookies(https));
    return backTo(`${publicPaths.apply}?draft=1#apply-form`, cookies);
  }
}

export const POST = route(
  {
    access: 'public',
    doc: {
      summary:
        'Apply for a puppy. `litter` is an open litter’s id or slug, or "any"; `answers` the ' +
        'breeder’s questions by `q{id}` (a choice by its option’s index, yes/no as "yes" or ' +
        '"no"). `website` and `start` as for enquiries: a bot gets the same 201, nothing is ' +
        'stored or sent. The applicant is mailed their private link (/my/{token}), the breeder ' +
        'a notice. The same fields urlencoded from this site’s form (`consent=on`, `q{id}`) ' +
        'are answered with 303: to /apply#apply-sent, or back to the form with what was typed ' +
        'and each error (kept in encrypted cookies for an hour); from another site, 403.',
      body: applicationSchema,
      responses: {
        201:
          'Stored: `{id}`, and `resend` when the mail budget held the private link back ' +
          '(POST /link-mail/resend)',
        303: 'A form post: thanked, or back to the form',
        403: 'Posted from another site',
        429: 'Too many from this address or e-mail (Retry-After)',
      },
    },
  },
  async ({ request }) => {
    if (isFormBody(request)) {
      if (!isFromOwnSite(request, { form: true })) return refusedFormPage(request);
      return fromForm(request);
    }
    if (!isFromOwnSite(request, { form: false })) throw forbidden('invalidOrigin');
    const body = await readJson(request, applicationSchema);
    const created = await submitApplication(body, clientIp(request));
    const headers = new Headers();
    if (hasDraft(request.cookies, isHttps(request))) {
      for (const cookie of clearedDraftCookies(isHttps(request)))
        headers.append('Set-Cookie', cookie);
    }
    return json(created, { status: 201, headers });
  },
);
