import { PUBLIC_ROUTES } from '@/lib/paths.mjs';
import { isFormBody, readForm, readJson } from '@/lib/server/http/body';
import { ApiError, forbidden } from '@/lib/server/http/errors';
import { isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { noContent, route } from '@/lib/server/http/route';
import { confirmSubscription } from '@/lib/server/subscriptions';
import { subscriptionTokenSchema } from '@/lib/validation/subscription';

/** 303 to the confirmation page, which says how it went. */
const outcome = (done: 'confirmed' | 'invalid' | 'error') =>
  new Response(null, {
    status: 303,
    headers: {
      Location: `${PUBLIC_ROUTES.subscriptionConfirm}?done=${done}`,
      'Cache-Control': 'no-store',
    },
  });

/**
 * Confirms a subscription with its mailed token: the confirmation page's button (a form, which
 * comes back to the page), or JSON `{token}` (204). Only from this site's pages: opening the
 * mailed link changes nothing by itself.
 */
export const POST = route({ access: 'public' }, async ({ request }) => {
  if (isFormBody(request)) {
    if (!isFromOwnSite(request, { form: true })) return refusedFormPage(request);
    try {
      const { token } = await readForm(request, subscriptionTokenSchema, (form) => ({
        token: form.get('token') ?? undefined,
      }));
      await confirmSubscription(token);
      return outcome('confirmed');
    } catch (error) {
      return outcome(error instanceof ApiError && error.status < 500 ? 'invalid' : 'error');
    }
  }
  if (!isFromOwnSite(request, { form: false })) throw forbidden('invalidOrigin');
  const { token } = await readJson(request, subscriptionTokenSchema);
  await confirmSubscription(token);
  return noContent();
});
