// @ts-check
// The paths the browser's code needs: the public pages' addresses and the few checks the public
// layout makes. Kept apart from lib/paths.mjs (which re-exports all of it) so that the admin's
// routes and the server's tables stay out of every public page's script.

/** The dog segment of a route, as its folder is named (`[id]`). */
export const DYNAMIC_SEGMENT = '[id]';

/**
 * A route's address for one dog: the parameter fills its `[id]` segment.
 * @param {string} route
 */
export const withParam = (route) => (/** @type {string | number} */ value) =>
  route.replace(DYNAMIC_SEGMENT, encodeURIComponent(String(value)));

/**
 * Public pages Next renders once per locale and then serves as static HTML (a dog's page too,
 * once the proxy has found the dog). Everything else is rendered per request. Sign-in, sign-up
 * and the password reset pages are among them: the proxy sends a signed-in visitor on, and
 * answers sign-up's outage.
 */
export const STATIC_PAGES = /** @type {const} */ ({
  home: '/',
  about: '/about',
  breed: '/breed',
  contact: '/contact',
  gallery: '/gallery',
  puppies: '/puppies',
  availablePuppies: '/puppies/available-puppies',
  puppiesWithParents: '/puppies/puppies-with-parents',
  ourDogs: '/our-dogs',
  /** Upcoming and current litters. */
  litters: '/litters',
  transport: '/transport',
  privacy: '/privacy',
  /** The terms of sale (ÁSZF, AGB): versioned; a contract names the version it refers to. */
  terms: '/terms',
  /** The kennel's news, newest first. */
  news: '/news',
  /** Questions buyers ask, answered by the breeder. */
  faq: '/faq',
  /** Owners' stories of the puppies they took home, newest first. */
  reviews: '/reviews',
  /** The service provider's legal notice (Impresszum, Impressum). */
  legalNotice: '/legal-notice',
  /** The application for a puppy; `?litter=` and a refused post's return differ. */
  apply: '/apply',
  login: '/login',
  signup: '/signup',
  /** Asks for a password reset link (or, without mail, shows the shell command). */
  forgotPassword: '/forgot-password',
  /** Where the mailed link leads: its token is in the fragment, which no server sees. */
  resetPassword: '/reset-password',
  /**
   * Where the links of "tell me when puppies are born" mails lead (through the API, which keeps
   * the token in a cookie of its own): a button that posts, so a link scanner changes nothing.
   */
  subscriptionConfirm: '/subscriptions/confirm',
  subscriptionUnsubscribe: '/subscriptions/unsubscribe',
});

/** A puppy's or signed contract's verification page: `/verify/{code}`. */
export const VERIFY_PREFIX = '/verify';
/** The verification code's segment, as its folder is named. */
export const CODE_SEGMENT = '[code]';

/** The litter segment of its page's route, as its folder is named (`[slug]`). */
export const LITTER_SEGMENT = '[slug]';
/** The buyer's private pages: `/my/{token}`. */
export const MY_PREFIX = '/my';
/** The private page's token segment, as its folder is named. */
export const TOKEN_SEGMENT = '[token]';

/** A page number in a URL: plain decimal digits from 1 (not "01", "1.0" or "+2"). */
export const PAGE_NUMBER_PATTERN = /^[1-9]\d{0,5}$/;

/**
 * The address of page `page` of a paged list: the list itself for the first page.
 * @param {string} list  one of PAGED_LISTS
 * @param {number} page
 */
export const listPagePath = (list, page) => (page <= 1 ? list : `${list}?page=${page}`);

/** Links to public pages; `dog(slug)` builds a dog's address. */
export const publicPaths = {
  ...STATIC_PAGES,
  dog: withParam(`/${DYNAMIC_SEGMENT}`),
  /** @param {string} slug */
  litter: (slug) => `${STATIC_PAGES.litters}/${encodeURIComponent(slug)}`,
  /** @param {string} token */
  myPage: (token) => `${MY_PREFIX}/${encodeURIComponent(token)}`,
  /** A visitor's booking page: by their enquiry's link, or their booking's. */
  /** @param {string} token */
  visit: (token) => `${MY_PREFIX}/visit/${encodeURIComponent(token)}`,
  /** A puppy's or signed contract's verification page. @param {string} code */
  verify: (code) => `${VERIFY_PREFIX}/${encodeURIComponent(code)}`,
  /** @param {string} slug */
  newsPost: (slug) => `${STATIC_PAGES.news}/${encodeURIComponent(slug)}`,
  /** The Atom feed of the news in one language. @param {string} locale */
  newsFeed: (locale) => `${NEWS_FEED_PREFIX}/${encodeURIComponent(locale)}`,
};

/** A row id in a path: plain decimal digits from 1 (not "0x10", "1e3", " 1", "01" or "1.0"). */
export const NUMERIC_ID_PATTERN = /^[1-9]\d{0,9}$/;

/** The news feeds, `/news/feed/{locale}` (app/news/feed): files, in no page's locale. */
export const NEWS_FEED_PREFIX = '/news/feed';

/** `/admin` and everything under it. */
export const ADMIN_PREFIX = '/admin';

/** The admin screens the public header's menu offers a signed-in breeder (ADMIN_ROUTES has all). */
export const ADMIN_MENU = /** @type {const} */ ({
  pageInfo: ADMIN_PREFIX,
  dogs: `${ADMIN_PREFIX}/products`,
  gallery: `${ADMIN_PREFIX}/gallery-image-upload`,
  enquiries: `${ADMIN_PREFIX}/enquiries`,
});

/**
 * Whether a path is `prefix` itself or lies under it.
 * @param {string} path  a pathname, or a request target whose query follows a `?`
 * @param {string} prefix
 */
export function isUnder(path, prefix) {
  if (!path.startsWith(prefix)) return false;
  const next = path[prefix.length];
  return next === undefined || next === '/' || next === '?';
}

/** @param {string} pathname */
export const isAdminPath = (pathname) => isUnder(pathname, ADMIN_PREFIX);

export const LOGOUT_TARGET = STATIC_PAGES.home;

/**
 * `/login?redirect=…` for a protected path the visitor wanted.
 * @param {string} target
 */
export function loginPath(target) {
  return `${STATIC_PAGES.login}?redirect=${encodeURIComponent(target)}`;
}
