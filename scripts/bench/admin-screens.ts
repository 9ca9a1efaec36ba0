// The breeder's screens as the bench measures them: every admin route, signed in, on
// the demo data with what the bench adds to it, plus two enquiries and an application here, so
// the inbox and the applications have rows to show.
import { ADMIN_ROUTES } from '../../lib/paths.mjs';
import type { LighthouseTarget } from './lighthouse';
import type { BenchSite } from './site';

/** What fills a route's one parameter (`[id]`, `[page]`), by the route's key. */
type Params = Partial<Record<keyof typeof ADMIN_ROUTES, string>>;

/**
 * Every admin route with its parameter filled in, in the order of ADMIN_ROUTES. A route whose
 * parameter `params` lacks is an error: the bench measures every screen or says why not.
 */
export function adminScreenPaths(params: Params): { key: string; path: string }[] {
  return Object.entries(ADMIN_ROUTES).map(([key, route]) => {
    const match = /\[[^\]]+\]/.exec(route);
    if (!match) return { key, path: route };
    const value = params[key as keyof typeof ADMIN_ROUTES];
    if (value === undefined) throw new Error(`no value for ${match[0]} in ${route} (${key})`);
    return { key, path: route.replace(match[0], encodeURIComponent(value)) };
  });
}

/**
 * `BENCH_ADMIN_SCREENS=products,enquiries` keeps the screens whose path contains one of the
 * words (for iterating on a few); unset, every screen.
 */
export function chosenScreens<T extends { path: string }>(
  screens: T[],
  filter = process.env.BENCH_ADMIN_SCREENS,
): T[] {
  const words = (filter ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 0) return screens;
  return screens.filter((screen) => words.some((word) => screen.path.includes(word)));
}

async function adminCall<T>(site: BenchSite, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${site.url}/api${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${site.token}`,
      ...(typeof init.body === 'string' && { 'content-type': 'application/json' }),
    },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Two enquiries and an application, sent as the public forms send them: with a signed start
 * older than the forms' minimum filling time.
 */
async function addVisitorMail(site: BenchSite): Promise<void> {
  const { start } = (await (await fetch(`${site.url}/api/enquiries/start`)).json()) as {
    start: string;
  };
  await new Promise((resolve) => setTimeout(resolve, 3500));
  const send = async (path: string, body: object) => {
    const response = await fetch(`${site.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({ ...body, start, consent: true, website: '' }),
    });
    if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}`);
  };
  await send('/enquiries', {
    name: 'Anna Kovács',
    email: 'anna@example.com',
    message: 'Is the blue girl still available? We live near Szeged and could visit any weekend.',
    locale: 'hu',
  });
  await send('/enquiries', {
    name: 'Jonas Weber',
    email: 'jonas@example.com',
    phone: '+49 170 1234567',
    message: 'We would like to hear about your next litter and the waiting list.',
    locale: 'de',
  });
  await send('/applications', {
    name: 'Emma Smith',
    email: 'emma@example.com',
    phone: '+36 30 123 4567',
    country: 'HU',
    city: 'Szeged',
    household: 'Two adults, a garden.',
    experience: 'We had a French Bulldog for ten years.',
    preferredSex: 'female',
    preferredColor: 'blue',
    litter: 'any',
    timing: 'Spring',
    message: '',
    locale: 'en',
  });
}

/** Every admin screen as a Lighthouse target, signed in with the bench admin's session. */
export async function adminTargets(site: BenchSite): Promise<LighthouseTarget[]> {
  await addVisitorMail(site);
  const dogs = await adminCall<{ id: number; kind: string; gender: string }[]>(site, '/admin/dogs');
  const litters = await adminCall<{ id: number }[]>(site, '/admin/litters');
  const news = await adminCall<{ id: number }[]>(site, '/admin/news');
  const applications = await adminCall<{ items: { id: number }[] }>(site, '/admin/applications');
  const dog = dogs.find((d) => d.kind === 'puppy') ?? dogs[0];
  const first = (items: { id: number }[], what: string) => {
    if (!items[0]) throw new Error(`the bench data holds no ${what}`);
    return String(items[0].id);
  };
  const dogId = first(dog ? [dog] : [], 'dog');
  const parentId = first(
    dogs.filter((d) => d.kind === 'parent'),
    'parent',
  );
  const paths = adminScreenPaths({
    editDog: dogId,
    dogPhotos: dogId,
    editParent: parentId,
    damHeats: first(
      dogs.filter((d) => d.kind === 'parent' && d.gender === 'female'),
      'dam',
    ),
    parentPhotos: parentId,
    dogPedigree: parentId,
    editLitter: first(litters, 'litter'),
    litterWhelping: first(litters, 'litter'),
    application: first(applications.items, 'application'),
    editNews: first(news, 'news post'),
    editPage: 'home',
    pagePreview: 'home',
  });
  return chosenScreens(paths).map(({ key, path }) => ({
    label: `Admin ${key}`,
    path,
    isPublic: false,
    noindex: true,
    headers: { Cookie: site.sessionCookie },
  }));
}
