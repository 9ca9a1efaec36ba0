import { after } from 'next/server';
import { dogSegment, publicPaths } from '@/lib/paths.mjs';
import { isFormBody, readForm, readJson } from '@/lib/server/http/body';
import { clientIp } from '@/lib/server/http/client-address';
import { forbidden } from '@/lib/server/http/errors';
import { isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { json, route } from '@/lib/server/http/route';
import { requestSubscription } from '@/features/subscriptions/server/subscriptions';
import { subscriptionFromForm, subscriptionSchema } from '@/features/subscriptions/schema';

/** The one answer to every request that was not refused: it never tells whether the address is known. */
const ACCEPTED = { status: 'confirmationPending' } as const;

/** Where a form sent without JavaScript comes back to: a litter's page, a dog's, else /puppies. */
function returnPath(value: string | null): string {
  if (!value) return publicPaths.puppies;
  if (/^\/litters(\/[a-z0-9-]{1,80})?$/.test(value)) return value;
  return dogSegment(value) !== null && /^\/[a-z0-9-]{1,80}$/.test(value)
    ? value
    : publicPaths.puppies;
}

/** 303 to the form's page, whose `#subscribe-sent` or `#subscribe-failed` part then shows. */
const backTo = (path: string, outcome: 'sent' | 'failed') =>
  new Response(null, {
    status: 303,
    headers: { Location: `${path}#subscribe-${outcome}`, 'Cache-Control': 'no-store' },
  });

export const POST = route(
  {
    access: 'public',
    doc: {
      summary:
        'Ask for litter news by e-mail ("tell me when puppies are born"; `litterId` absent or ' +
        'null: every litter). Always 202 `{status: "confirmationPending"}`, whether or not ' +
        'the address is known: a new or unconfirmed one gets a confirmation mail (at most one ' +
        'an hour), a confirmed one nothing. `website` and `start` as for enquiries. An HTML ' +
        'form may post it urlencoded (`consent=on`, plus `returnTo`) from this site only: 303 ' +
        'back to its page (#subscribe-sent or -failed).',
      body: subscriptionSchema,
      responses: {
        202: 'Taken (the same answer for every address)',
        303: 'A form post: back to its page',
        403: 'Posted from another site',
        429: 'Too many from this address or e-mail (Retry-After)',
      },
    },
  },
  async ({ request }) => {
    if (isFormBody(request)) {
      if (!isFromOwnSite(request, { form: true })) return refusedFormPage(request);
      let back: string = publicPaths.puppies;
      try {
        const body = await readForm(request, subscriptionSchema, (form) => {
          back = returnPath(form.get('returnTo'));
          return subscriptionFromForm(form);
        });
        await requestSubscription(body, clientIp(request), after);
        return backTo(back, 'sent');
      } catch {
        return backTo(back, 'failed');
      }
    }
    if (!isFromOwnSite(request, { form: false })) throw forbidden('invalidOrigin');
    const body = await readJson(request, subscriptionSchema);
    await requestSubscription(body, clientIp(request), after);
    return json(ACCEPTED, { status: 202 });
  },
);
