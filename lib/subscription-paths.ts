import { PUBLIC_ROUTES } from '@/lib/paths.mjs';

/** The addresses of "tell me when puppies are born" (issue 31) that carry a mailed token. */
export const subscriptionPaths = {
  /** The page with the button that confirms a subscription. */
  confirm: (token: string) =>
    `${PUBLIC_ROUTES.subscriptionConfirm}?token=${encodeURIComponent(token)}`,
  /** The page with the button that ends one. */
  unsubscribe: (token: string) =>
    `${PUBLIC_ROUTES.subscriptionUnsubscribe}?token=${encodeURIComponent(token)}`,
  /** What a mail program posts to (RFC 8058), from the List-Unsubscribe header. */
  oneClick: (token: string) => `/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`,
};
