/**
 * First path segments that belong to pages, not dogs: `/{id}` is a dog only when its segment is
 * none of these, and no dog may take one of them as its slug.
 */
export const PAGE_SEGMENTS = new Set([
  'about',
  'admin',
  'api',
  'breed',
  'contact',
  'gallery',
  'login',
  'puppies',
  'signup',
  'transport',
]);

/** The dog parameter of `/{id}` in a path, or null when the path is not a dog page. */
export function dogSegment(pathname: string): string | null {
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const segment = decodeURIComponentSafe(match[1]!);
  return PAGE_SEGMENTS.has(segment) ? null : segment;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** An admin URL's dog id: a positive whole number, or null (the screen then says "not found"). */
export function adminDogId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * Public pages Next renders once per locale and then serves as static HTML (a dog's page too,
 * once the proxy has found the dog). Everything else is rendered per request.
 */
const STATIC_PAGES = new Set([
  '/',
  '/about',
  '/breed',
  '/contact',
  '/gallery',
  '/puppies',
  '/puppies/available-puppies',
  '/puppies/puppies-with-parents',
  '/transport',
]);

export function isStaticPage(pathname: string): boolean {
  return STATIC_PAGES.has(pathname);
}
