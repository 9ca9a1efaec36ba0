import { textOf } from './http';
import { call, chance, LOCALES, pick, type SoakContext } from './state';
import { writeSomething } from './writes';

/** What a browser sends for a page, in the language of its NEXT_LOCALE cookie. */
const pageHeaders = (locale: string) => ({
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-US,en;q=0.9',
  cookie: `NEXT_LOCALE=${locale}`,
});

const LIST_PAGES = ['/puppies', '/puppies/available-puppies', '/puppies/puppies-with-parents'];
const OTHER_PAGES = ['/about', '/breed', '/contact', '/transport', '/login', '/signup'];

/** A dog the soak wrote (it may be gone or hidden by now) or one it never touches. */
function someDogSlug(ctx: SoakContext): { slug: string; stable: boolean } | null {
  const written = ctx.dogs.filter((d) => !d.deleted);
  if (ctx.stableSlugs.length && (written.length === 0 || chance(0.5))) {
    return { slug: pick(ctx.stableSlugs), stable: true };
  }
  return written.length ? { slug: pick(written).slug, stable: false } : null;
}

async function visitPage(ctx: SoakContext): Promise<void> {
  const locale = pick(LOCALES);
  const roll = Math.random();
  let kind: string;
  let path: string;
  let expected: readonly number[] = [200];
  const dog = roll < 0.25 ? someDogSlug(ctx) : null;
  if (dog) {
    kind = 'page /{dog}';
    path = `/${dog.slug}`;
    // A dog renamed meanwhile answers its old slug with 308 to the new one.
    if (!dog.stable) expected = [200, 308, 404];
  } else if (roll < 0.45) {
    [kind, path] = ['page /', '/'];
  } else if (roll < 0.65) {
    [kind, path] = ['page /puppies…', pick(LIST_PAGES)];
  } else if (roll < 0.8) {
    [kind, path] = ['page /gallery', '/gallery'];
  } else if (roll < 0.97) {
    [kind, path] = ['page other', pick(OTHER_PAGES)];
  } else {
    [kind, path, expected] = ['page unknown (404)', '/no-such-page-here', [404]];
  }
  const answer = await call(ctx, {
    kind,
    group: 'page',
    path,
    expected,
    headers: pageHeaders(locale),
  });
  if (!answer) return;
  const html = textOf(answer);
  // Next 16 draws a page's own notFound() only in the browser (vercel/next.js#62228): a dog
  // deleted, hidden or renamed between the proxy's lookup and the page's render gets that shell.
  if (answer.status === 404 && dog && !dog.stable && html.includes('<html id="__next_error__"')) {
    ctx.recorder.note('dog page 404 drawn in the browser (the dog changed during the request)');
    return;
  }
  if (answer.status === 308) return;
  // The page micro-cache keys on the locale cookie: a page in another language is a mix-up.
  const lang = /<html lang="([^"]*)"/.exec(html)?.[1];
  if (lang !== locale) {
    const cache = answer.headers['x-kennel-cache'];
    ctx.recorder.fail(
      `GET ${path} with NEXT_LOCALE=${locale}: ${answer.status} in ` +
        `${lang ? `"${lang}"` : 'no language'}${cache ? ` (micro-cache ${cache})` : ''}`,
    );
  }
}

async function readApi(ctx: SoakContext): Promise<void> {
  const roll = Math.random();
  const dog = roll < 0.3 ? someDogSlug(ctx) : null;
  if (dog) {
    await call(ctx, {
      kind: 'GET /api/dogs/{slug}',
      group: 'read',
      path: `/api/dogs/${dog.slug}`,
      expected: dog.stable ? [200] : [200, 404],
    });
    return;
  }
  const [kind, path] =
    roll < 0.5
      ? [
          'GET /api/dogs',
          pick(['/api/dogs', '/api/dogs?status=available', '/api/dogs?status=placed']),
        ]
      : roll < 0.7
        ? ['GET /api/info', '/api/info']
        : roll < 0.9
          ? ['GET /api/gallery', '/api/gallery']
          : ['GET /api/health', '/api/health'];
  await call(ctx, { kind, group: 'read', path, expected: [200] });
}

/**
 * One connection's loop until the deadline: pages, API reads and admin writes, mixed. A `leading`
 * connection writes first, so that even a short run has written a dog.
 */
export async function worker(ctx: SoakContext, leading = false): Promise<void> {
  if (leading) await writeSomething(ctx);
  while (Date.now() < ctx.deadline) {
    const roll = Math.random();
    if (roll < 0.5) await visitPage(ctx);
    else if (roll < 0.8) await readApi(ctx);
    else await writeSomething(ctx);
  }
}
