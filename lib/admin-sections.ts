import { ADMIN_ROUTES, adminPaths } from '@/lib/paths.mjs';
import { isUnder } from '@/lib/public-paths.mjs';

/** One screen in the admin menu: its label's key in `AdminNav`, its link, the routes it covers. */
export interface AdminNavItem {
  key:
    | 'dogs'
    | 'parents'
    | 'litters'
    | 'diary'
    | 'enquiries'
    | 'applications'
    | 'questions'
    | 'waitingList'
    | 'bookings'
    | 'calendar'
    | 'contracts'
    | 'pages'
    | 'news'
    | 'faq'
    | 'gallery'
    | 'ownerPhotos'
    | 'pageInfo'
    | 'password';
  href: string;
  /** Address prefixes that make it current; the longest prefix matching wins. */
  prefixes: readonly string[];
}

export interface AdminNavSection {
  key: 'breeding' | 'buyers' | 'site' | 'settings';
  items: readonly AdminNavItem[];
}

/** The routes whose address is one string (a screen's own, not one of a record's). */
type ScreenRoute = {
  [K in keyof typeof adminPaths]: (typeof adminPaths)[K] extends string ? K : never;
}[keyof typeof adminPaths] &
  keyof typeof ADMIN_ROUTES;

/** A screen at a route of its own: its address is the link and the prefix that makes it current. */
const screen = (key: AdminNavItem['key'], route = key as ScreenRoute): AdminNavItem => ({
  key,
  href: adminPaths[route],
  prefixes: [ADMIN_ROUTES[route]],
});

/** The breeder's screens grouped as she works: her dogs, her buyers, her site, her settings. */
export const ADMIN_SECTIONS: readonly AdminNavSection[] = [
  {
    key: 'breeding',
    items: [screen('dogs'), screen('parents'), screen('litters'), screen('diary')],
  },
  {
    key: 'buyers',
    items: [
      screen('enquiries'),
      screen('applications'),
      screen('questions', 'applicationQuestions'),
      screen('waitingList'),
      screen('bookings'),
      screen('calendar'),
      screen('contracts', 'contract'),
    ],
  },
  {
    key: 'site',
    items: [
      screen('pages'),
      screen('news'),
      screen('faq'),
      screen('gallery'),
      screen('ownerPhotos'),
    ],
  },
  {
    key: 'settings',
    items: [
      // The home screen: the first sale's checklist, then the kennel's details.
      { key: 'pageInfo', href: adminPaths.pageInfo, prefixes: [] },
      screen('password'),
    ],
  },
];

/** The section and screen an admin address belongs to, or null for none (an unknown address). */
export function adminScreenOf(
  pathname: string,
): { section: AdminNavSection; item: AdminNavItem } | null {
  let best: { section: AdminNavSection; item: AdminNavItem; length: number } | null = null;
  for (const section of ADMIN_SECTIONS) {
    for (const item of section.items) {
      const length =
        pathname === item.href
          ? Infinity
          : Math.max(-1, ...item.prefixes.filter((p) => isUnder(pathname, p)).map((p) => p.length));
      if (length >= 0 && (!best || length > best.length)) best = { section, item, length };
    }
  }
  return best && { section: best.section, item: best.item };
}

/** A dog's form: a parent's under the parents' screen, a puppy's under the dogs'. */
export const dogEditPath = (dog: { id: number; kind: string }) =>
  dog.kind === 'parent' ? adminPaths.editParent(dog.id) : adminPaths.editDog(dog.id);

/** A dog's photos, as `dogEditPath`. */
export const dogPhotosPath = (dog: { id: number; kind: string }) =>
  dog.kind === 'parent' ? adminPaths.parentPhotos(dog.id) : adminPaths.dogPhotos(dog.id);
