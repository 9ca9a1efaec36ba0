import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { TEST_AUTH_SECRET } from './server';

const ROOT = path.resolve(__dirname, '..', '..', '..');

const sign = (claims: Record<string, unknown>, secret: string, expiresAt: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setIssuer('kennel')
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));

/**
 * Session tokens an intruder could bring for user 1 (the first admin): none of them may open
 * anything. `label` names each in assertion messages.
 */
export async function forgedTokens(): Promise<{ label: string; token: string }[]> {
  const now = Math.floor(Date.now() / 1000);
  const admin = { ver: 0, scope: ['admin'] };
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const valid = await sign(admin, TEST_AUTH_SECRET, now + 3600);
  const [, payload = ''] = valid.split('.');
  return [
    { label: 'garbage', token: 'garbage' },
    { label: 'expired', token: await sign(admin, TEST_AUTH_SECRET, now - 60) },
    {
      label: 'foreign secret',
      token: await sign(admin, 'some-other-secret-that-is-long-enough-000', now + 3600),
    },
    { label: 'alg none', token: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.` },
    { label: 'signature cut', token: valid.split('.').slice(0, 2).join('.') + '.' },
    {
      label: 'future version',
      token: await sign({ ...admin, ver: 99 }, TEST_AUTH_SECRET, now + 3600),
    },
  ];
}

/**
 * Headers that have fooled Next.js middleware or proxies before (CVE-2025-29927 and friends),
 * or make Next answer differently (router, prefetch, action requests).
 */
export const BYPASS_HEADERS: Record<string, string>[] = [
  {},
  ...[
    'middleware',
    'proxy',
    'src/middleware',
    'src/proxy',
    'middleware:middleware:middleware:middleware:middleware',
    'proxy:proxy:proxy:proxy:proxy',
    'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
    'pages/_middleware',
  ].map((value) => ({ 'x-middleware-subrequest': value })),
  { 'x-middleware-prefetch': '1' },
  { 'x-middleware-next': '1' },
  { 'x-middleware-rewrite': '/admin/products' },
  { 'x-invoke-path': '/admin/products', 'x-invoke-query': '{}' },
  { 'x-invoke-status': '200' },
  { 'x-matched-path': '/admin/products' },
  { 'x-now-route-matches': '1=admin' },
  { 'x-original-url': '/admin/products' },
  { 'x-rewrite-url': '/admin/products' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
  { rsc: '1' },
  { 'next-router-prefetch': '1' },
  { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
  {
    rsc: '1',
    'next-router-state-tree': encodeURIComponent(
      JSON.stringify(['', { children: ['admin', { children: ['__PAGE__', {}] }] }, null, null]),
    ),
  },
  { 'x-nextjs-data': '1' },
  { 'next-action': 'abcdef' },
];

/** Every admin screen, from the page files under app/: a new screen is covered at once. */
export function adminPagePaths(ids: {
  dog: number;
  parent: number;
  litter: number;
  application: number;
}) {
  const root = path.join(ROOT, 'app', '[locale]', '(admin)', 'admin');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page.tsx')
    .map((file) => {
      const dir = path
        .dirname(file)
        .split(path.sep)
        .filter((part) => part !== '.');
      // A screen's id is of what its first segment lists: a litter's, an application's, one of
      // the breeder's pages (by name), a parent's, a dog's.
      const id =
        dir[0] === 'parents'
          ? ids.parent
          : dir[0] === 'litters'
            ? ids.litter
            : dir[0] === 'applications'
              ? ids.application
              : dir[0] === 'pages'
                ? 'home'
                : ids.dog;
      return ['/admin', ...dir].join('/').replace(/\[[^\]]+\]/g, String(id));
    })
    .sort();
}

/** `METHOD /path-template` of every API route handler, from the route files under app/api. */
export function apiOperations(): string[] {
  const root = path.join(ROOT, 'app', 'api');
  const found: string[] = [];
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (path.basename(file) !== 'route.ts' || file.includes('[...')) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    const route = `/${path.dirname(file).split(path.sep).join('/')}`;
    for (const [, method] of source.matchAll(
      /export (?:const|async function) (GET|POST|PUT|PATCH|DELETE)\b/g,
    )) {
      found.push(`${method} ${route}`);
    }
  }
  return found.sort();
}

/** Runs `task` over `items`, `width` at a time. */
export async function inParallel<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/** A multipart body as bytes, for requests written by hand. */
export async function formBytes(form: FormData): Promise<{ body: Buffer; type: string }> {
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type')!,
  };
}
