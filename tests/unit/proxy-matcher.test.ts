import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it, vi } from 'vitest';
import proxy, { config } from '@/proxy';

// The proxy's `config` and refusals are under test: next-intl's middleware is not loaded.
vi.mock('next-intl/middleware', () => ({ default: () => () => undefined }));

// The proxy runs for pages, the API and Next's other paths, not for the build's files, whose
// headers come from next.config.mjs and which Next serves itself.
describe('the proxy matcher', () => {
  const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it('skips the build files', () => {
    expect(runs('/_next/static/chunks/app.js')).toBe(false);
    expect(runs('/_next/static/css/site.css')).toBe(false);
  });

  it('runs for pages, the API and every other path', () => {
    for (const url of [
      '/',
      '/puppies',
      '/admin/products',
      '/api/dogs',
      '/_next/image?url=x',
      '/_next/static',
      '/favicon.ico',
      '/uploads/a.webp',
    ]) {
      expect(runs(url), url).toBe(true);
    }
  });

  it('runs for, and itself refuses, a path with an encoded letter, as where no guard stands in front (Vercel)', async () => {
    const token = 'A'.repeat(43);
    for (const path of [
      `/%6Dy/${token}`,
      `/m%79/visit/1.${token}`,
      '/%61dmin',
      '/_next/%73tatic/x.js',
    ]) {
      expect(runs(path), path).toBe(true);
      const answer = await proxy(new NextRequest(`http://localhost:3000${path}`));
      expect(answer.status, path).toBe(400);
      expect(await answer.json(), path).toEqual({ message: 'invalidBody' });
    }
  });
});
