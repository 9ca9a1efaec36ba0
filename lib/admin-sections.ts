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

/** The breeder's screens grouped as she works: her dogs, her buyers, her site, her settings. */
export const ADMIN_SECTIONS: readonly AdminNavSection[] = [
  {
    key: 'breeding',
    items: [
      { key: 'dogs', href: adminPaths.dogs, prefixes: [ADMIN_ROUTES.dogs] },
      { key: 'parents', href: adminPaths.parents, prefixes: [ADMIN_ROUTES.parents] },
      { key: 'litters', href: adminPaths.litters, prefixes: [ADMIN_ROUTES.litters] },
      { key: 'diary', href: adminPaths.diary, prefixes: [ADMIN_ROUTES.diary] },
    ],
  },
  {
    key: 'buyers',
    items: [
      { key: 'enquiries', href: adminPaths.enquiries, prefixes: [ADMIN_ROUTES.enquiries] },
      { key: 'applications', href: adminPaths.applications, prefixes: [ADMIN_ROUTES.applications] },
      {
        key: 'questions',
        href: adminPaths.applicationQuestions,
        prefixes: [ADMIN_ROUTES.applicationQuestions],
      },
      { key: 'waitingList', href: adminPaths.waitingList, prefixes: [ADMIN_ROUTES.waitingList] },
      { key: 'bookings', href: adminPaths.bookings, prefixes: [ADMIN_ROUTES.bookings] },
      { key: 'calendar', href: adminPaths.calendar, prefixes: [ADMIN_ROUTES.calendar] },
      { key: 'contracts', href: adminPaths.contract, prefixes: [ADMIN_ROUTES.contract] },
    ],
  },
  {
    key: 'site',
    items: [
      { key: 'pages', href: adminPaths.pages, prefixes: [ADMIN_ROUTES.pages] },
      { key: 'news', href: adminPaths.news, prefixes: [ADMIN_ROUTES.news] },
      { key: 'faq', href: adminPaths.faq, prefixes: [ADMIN_ROUTES.faq] },
      { key: 'gallery', href: adminPaths.gallery, prefixes: [ADMIN_ROUTES.gallery] },
      { key: 'ownerPhotos', href: adminPaths.ownerPhotos, prefixes: [ADMIN_ROUTES.ownerPhotos] },
    ],
  },
  {
    key: 'settings',
    items: [
      // The home screen: the first sale's checklist, then the kennel's details.
      { key: 'pageInfo', href: adminPaths.pageInfo, prefixes: [] },
      { key: 'password', href: adminPaths.password, prefixes: [ADMIN_ROUTES.password] },
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
