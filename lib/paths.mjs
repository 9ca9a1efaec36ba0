// @ts-check
// Every path of the site, named once: the pages under app/[locale] (tests/unit/paths.test.ts
// checks them against the folders), the prefixes that are not public pages, the files at the
// root, the slugs no dog may take and the shape of the dog parameter. Plain JavaScript: the
// proxy and pages read it, and so do next.config.mjs and the `npm start` entry (server/), which
// load it without a TypeScript loader.

import { LOCALE_CODES } from '../i18n/locale-codes.mjs';
import {
  ADMIN_MENU,
  ADMIN_PREFIX,
  DYNAMIC_SEGMENT,
  isUnder,
  listPagePath,
  LITTER_SEGMENT,
  MY_PREFIX,
  NEWS_FEED_PREFIX,
  NUMERIC_ID_PATTERN,
  PAGE_NUMBER_PATTERN,
  STATIC_PAGES,
  TOKEN_SEGMENT,
  VERIFY_PREFIX,
  CODE_SEGMENT,
  withParam,
} from './public-paths.mjs';

export {
  ADMIN_MENU,
  ADMIN_PREFIX,
  isAdminPath,
  listPagePath,
  LOGOUT_TARGET,
  loginPath,
  MY_PREFIX,
  NUMERIC_ID_PATTERN,
  publicPaths,
} from './public-paths.mjs';

/** The segment of a list's later pages, as its folder is named (`[page]`). */
const PAGE_SEGMENT = '[page]';
/** The segment of the breeder's page being edited (`/admin/pages/home`), as its folder is named. */
const CONTENT_PAGE_SEGMENT = '[page]';

/**
 * The lists shown a page at a time: their later pages are `?page=N` (N from 2), which
 * the proxy serves from `{list}/N` (listPageRoute); each page is a static page of its own.
 */
export const PAGED_LISTS = /** @type {const} */ ([
  STATIC_PAGES.gallery,
  STATIC_PAGES.availablePuppies,
  STATIC_PAGES.puppiesWithParents,
  STATIC_PAGES.news,
]);

/** The news post segment of its route, as its folder is named (`[slug]`). */
const NEWS_SEGMENT = '[slug]';

/**
 * Where a paged list's later pages live: `{list}/N`, or for a list whose items have addresses
 * under it (`/news/{slug}`) `{list}/page/N`.
 * @param {string} list  one of PAGED_LISTS
 */
export const listPageBase = (list) =>
  list === STATIC_PAGES.news ? `${STATIC_PAGES.news}/page` : list;

/** @typedef {(typeof PAGED_LISTS)[number]} PagedList */

/** Every page under app/[locale]/(public), as its route. */
export const PUBLIC_ROUTES = /** @type {const} */ ({
  ...STATIC_PAGES,
  galleryPage: `${STATIC_PAGES.gallery}/${PAGE_SEGMENT}`,
  availablePuppiesPage: `${STATIC_PAGES.availablePuppies}/${PAGE_SEGMENT}`,
  puppiesWithParentsPage: `${STATIC_PAGES.puppiesWithParents}/${PAGE_SEGMENT}`,
  newsPage: `${STATIC_PAGES.news}/page/${PAGE_SEGMENT}`,
  /** A news post's page: shown from its publish date on. */
  newsPost: `${STATIC_PAGES.news}/${NEWS_SEGMENT}`,
  /**
   * Sign-up's "database unreachable" screen, which the proxy shows at `/signup` while whether
   * sign-up is open cannot be told; its own address is not found.
   */
  signupUnavailable: `${STATIC_PAGES.signup}/unavailable`,
  /**
   * `/apply` with a query (`?litter=`, or `?draft` after a refused post without JavaScript),
   * rendered per request: the proxy shows it there; its own address is not found.
   */
  applyFilled: `${STATIC_PAGES.apply}/filled`,
  /** A dog's page: its slug (or its numeric id, which redirects to the slug). */
  dog: `/${DYNAMIC_SEGMENT}`,
  /** A litter's page: its slug (or its numeric id, which redirects to the slug). */
  litter: `${STATIC_PAGES.litters}/${LITTER_SEGMENT}`,
  /**
   * The buyer's private page: its secret token is the address, so it is rendered per
   * request, never cached, indexed or listed, and sends no referrer.
   */
  myPage: `${MY_PREFIX}/${TOKEN_SEGMENT}`,
  /** A visitor's booking page: private as the buyer's, under the same prefix. */
  visit: `${MY_PREFIX}/visit/${TOKEN_SEGMENT}`,
  /** A puppy's or signed contract's verification page: cached until it changes. */
  verify: `${VERIFY_PREFIX}/${CODE_SEGMENT}`,
});

/** Every page under app/[locale]/(admin), as its route. The URLs say "products" for the dogs. */
export const ADMIN_ROUTES = /** @type {const} */ ({
  pageInfo: ADMIN_MENU.pageInfo,
  dogs: ADMIN_MENU.dogs,
  addDog: '/admin/products/add',
  editDog: `/admin/products/edit/${DYNAMIC_SEGMENT}`,
  choosePhotos: '/admin/products/product-image-upload',
  dogPhotos: `/admin/products/product-image-upload/${DYNAMIC_SEGMENT}`,
  parents: '/admin/parents',
  addParent: '/admin/parents/add',
  /** A parent's form and photos: under the parents, so the menu marks the parents' screen. */
  editParent: `/admin/parents/edit/${DYNAMIC_SEGMENT}`,
  /** A dam's heats: progesterone results, matings, the ovulation. */
  damHeats: `/admin/parents/heats/${DYNAMIC_SEGMENT}`,
  parentPhotos: `/admin/parents/photos/${DYNAMIC_SEGMENT}`,
  /** A kennel dog's ancestors, five generations, as the breeder enters them. */
  dogPedigree: `/admin/parents/pedigree/${DYNAMIC_SEGMENT}`,
  litters: '/admin/litters',
  addLitter: '/admin/litters/add',
  /** A dam and a sire chosen: what their puppies can be (`?damId=&sireId=` or `&outsideSire=`). */
  matingPreview: '/admin/litters/mating',
  editLitter: `/admin/litters/edit/${DYNAMIC_SEGMENT}`,
  /** A litter's whelping log: each puppy as it is born. */
  litterWhelping: `/admin/litters/whelping/${DYNAMIC_SEGMENT}`,
  gallery: ADMIN_MENU.gallery,
  /** Owners' photos and stories waiting for the breeder, beside the gallery. */
  ownerPhotos: '/admin/owner-photos',
  enquiries: ADMIN_MENU.enquiries,
  applications: '/admin/applications',
  application: `/admin/applications/${DYNAMIC_SEGMENT}`,
  applicationQuestions: '/admin/applications/questions',
  waitingList: '/admin/waiting-list',
  /** Video calls and visits: slots opened, the day's bookings. */
  bookings: '/admin/bookings',
  /** The breeder's calendar: due dates, care days, go-home days, bookings; its feed. */
  calendar: '/admin/calendar',
  /** The puppies' diary: updates for their buyers. */
  diary: '/admin/diary',
  password: '/admin/password',
  news: '/admin/news',
  addNews: '/admin/news/add',
  editNews: `/admin/news/edit/${DYNAMIC_SEGMENT}`,
  faq: '/admin/faq',
  /** The texts and photos of the site's own pages. */
  pages: '/admin/pages',
  editPage: `/admin/pages/${CONTENT_PAGE_SEGMENT}`,
  /** One of the breeder's pages with its draft, as visitors will see it. */
  pagePreview: `/admin/pages/${CONTENT_PAGE_SEGMENT}/preview`,
  /** The contract template of each language, beside the application questions. */
  contract: '/admin/applications/contract',
});

/**
 * How the proxy serves a paged list's address: `rewrite` to the internal route of a later page
 * (`/gallery?page=3` → `/gallery/3`, once the proxy has checked that `list` has page `page`),
 * `redirect` to the canonical address (`?page=1` or a page number that is not one → the list;
 * `/gallery/3` → `/gallery?page=3`), `missing` for any other path under the list (not found, so
 * nothing is rendered for it), or null: not a paged list's later page, served as it is.
 * @param {string} pathname
 * @param {string | null} pageParam  the `page` query parameter
 * @returns {{ rewrite: string, list: PagedList, page: number } | { redirect: string } | { missing: true } | null}
 */
export function listPageRoute(pathname, pageParam) {
  const list = PAGED_LISTS.find((path) => path === pathname);
  if (list) {
    if (pageParam === null) return null;
    if (!PAGE_NUMBER_PATTERN.test(pageParam) || pageParam === '1') return { redirect: list };
    return { rewrite: `${listPageBase(list)}/${pageParam}`, list, page: Number(pageParam) };
  }
  const slash = pathname.lastIndexOf('/');
  const folder = pathname.slice(0, slash);
  const segment = pathname.slice(slash + 1);
  const parent = PAGED_LISTS.find((path) => listPageBase(path) === folder);
  if (parent) {
    if (PAGE_NUMBER_PATTERN.test(segment)) {
      return { redirect: listPagePath(parent, Number(segment)) };
    }
    return { missing: true };
  }
  // A list whose pages live elsewhere has its items under it (`/news/{slug}`); a number there
  // is a page's old-style address.
  const owner = PAGED_LISTS.find((path) => path === folder);
  if (owner && PAGE_NUMBER_PATTERN.test(segment)) {
    return { redirect: listPagePath(owner, Number(segment)) };
  }
  return null;
}

/**
 * The page number of a list page's `[page]` segment: from 2, or null (the page is not found).
 * @param {string} segment
 */
export function listPageNumber(segment) {
  return PAGE_NUMBER_PATTERN.test(segment) && segment !== '1' ? Number(segment) : null;
}

/**
 * The screen editing one of the breeder's pages.
 * @param {string} page
 */
const editPagePath = (page) =>
  ADMIN_ROUTES.editPage.replace(CONTENT_PAGE_SEGMENT, encodeURIComponent(page));

/** Links to admin screens; `editDog(id)` and `dogPhotos(id)` build a dog's screens. */
export const adminPaths = {
  pageInfo: ADMIN_ROUTES.pageInfo,
  dogs: ADMIN_ROUTES.dogs,
  addDog: ADMIN_ROUTES.addDog,
  editDog: withParam(ADMIN_ROUTES.editDog),
  choosePhotos: ADMIN_ROUTES.choosePhotos,
  dogPhotos: withParam(ADMIN_ROUTES.dogPhotos),
  parents: ADMIN_ROUTES.parents,
  addParent: ADMIN_ROUTES.addParent,
  editParent: withParam(ADMIN_ROUTES.editParent),
  damHeats: withParam(ADMIN_ROUTES.damHeats),
  parentPhotos: withParam(ADMIN_ROUTES.parentPhotos),
  dogPedigree: withParam(ADMIN_ROUTES.dogPedigree),
  litters: ADMIN_ROUTES.litters,
  addLitter: ADMIN_ROUTES.addLitter,
  matingPreview: ADMIN_ROUTES.matingPreview,
  editLitter: withParam(ADMIN_ROUTES.editLitter),
  litterWhelping: withParam(ADMIN_ROUTES.litterWhelping),
  gallery: ADMIN_ROUTES.gallery,
  ownerPhotos: ADMIN_ROUTES.ownerPhotos,
  enquiries: ADMIN_ROUTES.enquiries,
  applications: ADMIN_ROUTES.applications,
  application: withParam(ADMIN_ROUTES.application),
  applicationQuestions: ADMIN_ROUTES.applicationQuestions,
  waitingList: ADMIN_ROUTES.waitingList,
  bookings: ADMIN_ROUTES.bookings,
  calendar: ADMIN_ROUTES.calendar,
  diary: ADMIN_ROUTES.diary,
  password: ADMIN_ROUTES.password,
  news: ADMIN_ROUTES.news,
  addNews: ADMIN_ROUTES.addNews,
  editNews: withParam(ADMIN_ROUTES.editNews),
  faq: ADMIN_ROUTES.faq,
  pages: ADMIN_ROUTES.pages,
  editPage: editPagePath,
  contract: ADMIN_ROUTES.contract,
  /**
   * The page with its draft, as visitors will see it in `locale`.
   * @param {string} page
   * @param {string} locale
   */
  pagePreview: (page, locale) =>
    `${ADMIN_ROUTES.pagePreview.replace(CONTENT_PAGE_SEGMENT, encodeURIComponent(page))}?locale=${encodeURIComponent(locale)}`,
};

/** The HTTP API (SPEC §7). */
const API_PREFIX = '/api';
/** Next's own files: scripts, styles, fonts. */
const NEXT_PREFIX = '/_next';
/** Files of public/img. */
const IMAGE_PREFIX = '/img';
/** Private files through short-lived signed links (app/api/files/[key]). */
export const PRIVATE_FILES_PREFIX = `${API_PREFIX}/files`;

/** Files of app/ and public/ served at the root. */
export const ROOT_FILES = /** @type {const} */ ({
  favicon: '/favicon.ico',
  icon: '/icon.svg',
  appleIcon: '/apple-icon.png',
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
});

/** Folders of files, not pages: no locale, no page policy, nothing served may run script. */
export const ASSET_PREFIXES = [API_PREFIX, NEXT_PREFIX, IMAGE_PREFIX, NEWS_FEED_PREFIX];

/**
 * A buyer's private page (`/my/…`): no referrer, never indexed (proxy.ts).
 * @param {string} pathname
 */
export const isMyPagePath = (pathname) => isUnder(pathname, MY_PREFIX);

/**
 * Next's own files and the files of public/: no locale, no page.
 * @param {string} pathname
 */
export const isAssetPath = (pathname) =>
  ASSET_PREFIXES.some((prefix) => pathname.startsWith(`${prefix}/`)) ||
  Object.values(ROOT_FILES).some((file) => file === pathname);

/** @type {ReadonlySet<string>} */
const STATIC_PAGE_PATHS = new Set(Object.values(STATIC_PAGES));

/** @param {string} pathname */
export const isStaticPage = (pathname) => STATIC_PAGE_PATHS.has(pathname);

/** The pages sitemap.xml lists before the dogs, with their priorities. */
export const SITEMAP_PAGES = [
  { path: STATIC_PAGES.home, priority: 1 },
  { path: STATIC_PAGES.availablePuppies, priority: 0.9 },
  { path: STATIC_PAGES.puppies, priority: 0.8 },
  { path: STATIC_PAGES.puppiesWithParents, priority: 0.6 },
  { path: STATIC_PAGES.ourDogs, priority: 0.7 },
  { path: STATIC_PAGES.litters, priority: 0.8 },
  { path: STATIC_PAGES.gallery, priority: 0.6 },
  { path: STATIC_PAGES.news, priority: 0.6 },
  { path: STATIC_PAGES.faq, priority: 0.5 },
  { path: STATIC_PAGES.reviews, priority: 0.5 },
  { path: STATIC_PAGES.about, priority: 0.5 },
  { path: STATIC_PAGES.breed, priority: 0.5 },
  { path: STATIC_PAGES.transport, priority: 0.5 },
  { path: STATIC_PAGES.contact, priority: 0.7 },
  { path: STATIC_PAGES.apply, priority: 0.6 },
  { path: STATIC_PAGES.privacy, priority: 0.2 },
  { path: STATIC_PAGES.terms, priority: 0.2 },
  { path: STATIC_PAGES.legalNotice, priority: 0.2 },
];

/** What robots.txt asks crawlers to leave alone. */
export const ROBOTS_DISALLOW = [ADMIN_PREFIX, `${API_PREFIX}/`];

// The locale codes: `/de` switches the language, so no dog may be called that.
export { LOCALE_CODES };

/**
 * First path segments that belong to pages, not dogs: `/{id}` is a dog only when its segment is
 * none of these, and no dog may take one of them as its slug. Every page's first segment, the
 * API's and the locale codes.
 * @type {ReadonlySet<string>}
 */
export const RESERVED_SLUGS = new Set([
  ...[...Object.values(PUBLIC_ROUTES), ...Object.values(ADMIN_ROUTES), API_PREFIX]
    .map((route) => route.split('/')[1] ?? '')
    .filter((segment) => segment !== '' && segment !== DYNAMIC_SEGMENT),
  ...LOCALE_CODES,
]);

/** A dog's slug (SPEC §2): lower-case letters, digits and hyphens. */
const DOG_SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;

/**
 * A dog page's parameter (SPEC §2): a slug or a numeric id.
 * @param {string} value
 */
export function isDogParam(value) {
  return DOG_SLUG_PATTERN.test(value) || NUMERIC_ID_PATTERN.test(value);
}

/** @param {string} value */
function decodeURIComponentSafe(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The dog parameter of `/{id}` in a path, or null when the path is not a dog page.
 * @param {string} pathname
 * @returns {string | null}
 */
export function dogSegment(pathname) {
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  const segment = decodeURIComponentSafe(match[1]);
  return RESERVED_SLUGS.has(segment) ? null : segment;
}

/**
 * The litter parameter of `/litters/{slug}` in a path, or null when the path is not a litter's.
 * @param {string} pathname
 * @returns {string | null}
 */
export function litterSegment(pathname) {
  const match = /^\/litters\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponentSafe(match[1]) : null;
}

/**
 * The post parameter of `/news/{slug}` in a path, or null when the path is not a post's.
 * @param {string} pathname
 * @returns {string | null}
 */
export function newsSegment(pathname) {
  const match = /^\/news\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponentSafe(match[1]) : null;
}

/**
 * The code parameter of `/verify/{code}` in a path, as it was written, or null when the path is
 * not a verification page's.
 * @param {string} pathname
 * @returns {string | null}
 */
export function verifySegment(pathname) {
  const match = new RegExp(`^${VERIFY_PREFIX}/([^/]+)/?$`).exec(pathname);
  return match?.[1] ? decodeURIComponentSafe(match[1]) : null;
}

/**
 * An admin URL's dog id: a positive whole number, or null (the screen then says "not found").
 * @param {string} value
 * @returns {number | null}
 */
export function adminDogId(value) {
  return NUMERIC_ID_PATTERN.test(value) ? Number(value) : null;
}
