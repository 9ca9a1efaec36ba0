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

/**
 * The confirmation mail's link: a token that confirms something is kept (a cookie for this API
 * only) and the browser goes on to the page whose button confirms. Opening the link confirms
 * nothing by itself.
 */
export const GET = route({ access: 'public' }, ({ request }) =>
  openedLink(request, subscriptionPaths.confirmPage, (token) =>
    subscriptionLinkWorks('confirm', token),
  ),
);

/**
 * Confirms a subscription: the page's button (a form carrying no field: the token is the one the
 * link kept), which comes back to the page's `#subscription-confirmed` (or -invalid, -error), or
 * JSON `{token}` (204). Only from this site's pages.
 */
export const POST = route({ access: 'public' }, async ({ request }) => {
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
});
