import { ApiError, parseWith } from '@/lib/server/http/errors';
import { noContent, route } from '@/lib/server/http/route';
import { keptToken, openedLink, seeOther } from '@/features/subscriptions/server/subscription-link';
import { subscriptionLinkWorks, unsubscribe } from '@/features/subscriptions/server/subscriptions';
import { subscriptionPaths } from '@/features/subscriptions/paths';
import { subscriptionTokenSchema } from '@/features/subscriptions/schema';

/**
 * A mail's unsubscribe link (and its List-Unsubscribe address, opened): a token that ends a
 * subscription is kept (a cookie for this API only) and the browser goes on to the page with the
 * button. Fetching it (a link scanner, a mail program's preview) unsubscribes no one.
 */
export const GET = route(
  {
    access: 'public',
    doc: {
      summary: 'The unsubscribe page for this `?token=` (303): a GET ends nothing',
      responses: { 303: 'To /subscriptions/unsubscribe (the token kept in a cookie)' },
    },
  },
  ({ request }) =>
    openedLink(request, subscriptionPaths.unsubscribePage, (token) =>
      subscriptionLinkWorks('unsubscribe', token),
    ),
);

/**
 * One-click unsubscribe (RFC 8058): the token is in the address, whatever the body says
 * (`List-Unsubscribe=One-Click`, as multipart or urlencoded). Mail providers post it with no
 * cookie and from no page of ours, so no origin is asked for: the token is the proof. 204, or 404
 * for a token that ends nothing. The page's button posts `?from=page` with the token the link
 * kept, and comes back to the page's `#subscription-unsubscribed` (or -invalid, -error).
 */
export const POST = route(
  {
    access: 'public',
    doc: {
      summary:
        'One-click unsubscribe (RFC 8058): the `?token=` of any mail of the subscription, ' +
        'whatever the body (`List-Unsubscribe=One-Click`); no cookie or origin needed. The ' +
        'subscription is deleted. With `&from=page`: 303 back to the unsubscribe page.',
      responses: {
        204: 'Unsubscribed and deleted',
        303: 'From the page: back to it',
        404: 'No subscription has this token (any more)',
      },
    },
  },
  async ({ request }) => {
    const query = request.nextUrl.searchParams;
    const fromPage = query.get('from') === 'page';
    const given = query.get('token') ?? (fromPage ? keptToken(request) : undefined);
    const back = (outcome: string, token?: null) =>
      seeOther(request, `${subscriptionPaths.unsubscribePage}#subscription-${outcome}`, token);
    try {
      const { token } = parseWith(subscriptionTokenSchema, { token: given });
      await unsubscribe(token);
    } catch (error) {
      if (!fromPage) throw error;
      return back(error instanceof ApiError && error.status < 500 ? 'invalid' : 'error');
    }
    return fromPage ? back('unsubscribed', null) : noContent();
  },
);
