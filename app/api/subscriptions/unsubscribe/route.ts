import { PUBLIC_ROUTES } from '@/lib/paths.mjs';
import { ApiError, parseWith } from '@/lib/server/http/errors';
import { noContent, route } from '@/lib/server/http/route';
import { unsubscribe } from '@/lib/server/subscriptions';
import { subscriptionPaths } from '@/lib/subscription-paths';
import { subscriptionTokenSchema } from '@/lib/validation/subscription';

const see = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/**
 * A person who opens the List-Unsubscribe address: the page with the button. Fetching it (a link
 * scanner, a mail program's preview) unsubscribes no one.
 */
export const GET = route({ access: 'public' }, ({ request }) => {
  const token = request.nextUrl.searchParams.get('token') ?? '';
  return see(subscriptionPaths.unsubscribe(token));
});

/**
 * One-click unsubscribe (RFC 8058): the token is in the address, whatever the body says
 * (`List-Unsubscribe=One-Click`, as multipart or urlencoded). Mail providers post it with no
 * cookie and from no page of ours, so no origin is asked for: the token is the proof. 204, or 404
 * for a token that ends nothing. The unsubscribe page's button adds `from=page` and comes back.
 */
export const POST = route({ access: 'public' }, async ({ request }) => {
  const query = request.nextUrl.searchParams;
  const fromPage = query.get('from') === 'page';
  try {
    const { token } = parseWith(subscriptionTokenSchema, {
      token: query.get('token') ?? undefined,
    });
    await unsubscribe(token);
  } catch (error) {
    if (!fromPage) throw error;
    const done = error instanceof ApiError && error.status < 500 ? 'invalid' : 'error';
    return see(`${PUBLIC_ROUTES.subscriptionUnsubscribe}?done=${done}`);
  }
  return fromPage ? see(`${PUBLIC_ROUTES.subscriptionUnsubscribe}?done=unsubscribed`) : noContent();
});
