import { subscriptionPaths } from '@/features/subscriptions/paths';
import { isFormBody, readForm, readJson } from '@/lib/server/http/body';
import { ApiError, forbidden } from '@/lib/server/http/errors';
import { isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { noContent, route } from '@/lib/server/http/route';
import { keptToken, openedLink, seeOther } from '@/features/subscriptions/server/subscription-link';
import {
  confirmSubscription,
  subscriptionLinkWorks,
} from '@/features/subscriptions/server/subscriptions';
import { subscriptionTokenSchema } from '@/features/subscriptions/schema';

export const GET = route(
  {
    access: 'public',
    doc: {
      summary:
        "The confirmation mail's link (`?token=`): the token is kept for this API in a " +
        'cookie and the browser goes on to the page whose button confirms (303); opening ' +
        'the link confirms nothing by itself',
      responses: { 303: 'To /subscriptions/confirm' },
    },
  },
  ({ request }) =>
    openedLink(request, subscriptionPaths.confirmPage, (token) =>
      subscriptionLinkWorks('confirm', token),
    ),
);

/**
 * Confirms a subscription: the page's button (a form carrying no field: the token is the one the
 * link kept), which comes back to the page's `#subscription-confirmed` (or -invalid, -error), or
 * JSON `{token}` (204). Only from this site's pages.
 */
export const POST = route(
  {
    access: 'public',
    doc: {
      summary:
        'Confirm a subscription with the token of its confirmation mail (the page ' +
        '/subscriptions/confirm posts the one its link kept as a form, and gets 303 back to ' +
        'the page)',
      body: subscriptionTokenSchema,
      responses: {
        204: 'Confirmed (again: still 204)',
        303: 'A form post: back to the page',
        403: 'Posted from another site',
        404: 'No subscription has this token (any more)',
      },
    },
  },
  async ({ request }) => {
    if (isFormBody(request)) {
      if (!isFromOwnSite(request, { form: true })) return refusedFormPage(request);
      const back = (outcome: string, token?: null) =>
        seeOther(request, `${subscriptionPaths.confirmPage}#subscription-${outcome}`, token);
      try {
        const { token } = await readForm(request, subscriptionTokenSchema, (form) => ({
          token: form.get('token') || keptToken(request),
        }));
        await confirmSubscription(token);
        return back('confirmed', null);
      } catch (error) {
        return back(error instanceof ApiError && error.status < 500 ? 'invalid' : 'error');
      }
    }
    if (!isFromOwnSite(request, { form: false })) throw forbidden('invalidOrigin');
    const { token } = await readJson(request, subscriptionTokenSchema);
    await confirmSubscription(token);
    return noContent();
  },
);
