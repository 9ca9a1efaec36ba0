import { STATIC_PAGES } from '@/lib/public-paths.mjs';

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/**
 * The addresses of "tell me when puppies are born" that carry a mailed token. A mail's
 * links open the API, which keeps the token in a cookie and sends the browser on to the page
 * (static, the same for everyone) whose button posts it.
 */
export const subscriptionPaths = {
  /** The mail's link to the page with the button that confirms a subscription. */
  confirm: (token: string) => withToken('/api/subscriptions/confirm', token),
  /** The mail's link to the page with the button that ends one. */
  unsubscribe: (token: string) => withToken('/api/subscriptions/unsubscribe', token),
  /** What a mail program posts to (RFC 8058), from the List-Unsubscribe header: the same address. */
  oneClick: (token: string) => withToken('/api/subscriptions/unsubscribe', token),
  confirmPage: STATIC_PAGES.subscriptionConfirm,
  unsubscribePage: STATIC_PAGES.subscriptionUnsubscribe,
};
