/** The breeder's pages (features/pages/content.ts gives each its blocks). */
export const PAGE_KEYS = [
  'home',
  'about',
  'breed',
  'transport',
  'contact',
  'privacy',
  'terms',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
