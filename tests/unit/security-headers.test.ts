import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '@/lib/security-headers.mjs';
import { isStaticPage } from '@/lib/paths.mjs';
import { inlineScriptHashes } from '@/lib/static-page-policy.mjs';

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the inline JavaScript exactly as written, once each, and nothing else', () => {
    const html = [
      '<script>self.__next_f=self.__next_f||[]</script>',
      '<SCRIPT type="module">import("/a.js")</SCRIPT >',
      "<script type='text/javascript'>é ✓</script>",
      '<script>self.__next_f=self.__next_f||[]</script>',
      '<script src="/_next/static/chunk.js" async></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script\n  nonce="x">\n  multi\n  line\n</script>',
      '<noscript>no</noscript><scripts>not a script</scripts>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      hash('self.__next_f=self.__next_f||[]'),
      hash('import("/a.js")'),
      hash('é ✓'),
      hash('\n  multi\n  line\n'),
    ]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>hello</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('allows a nonce with strict-dynamic, or the given hashes, never inline code or eval', () => {
    const withNonce = contentSecurityPolicy({ nonce: 'abc' });
    expect(withNonce).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic';");
    expect(withNonce).toContain("frame-src 'none'");
    const hashed = contentSecurityPolicy({ scripts: ["'sha256-x'"], embed: true });
    expect(hashed).toContain("script-src 'self' 'sha256-x';");
    expect(hashed).toContain('frame-src https://www.facebook.com;');
    for (const policy of [withNonce, hashed]) {
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(policy).toContain("object-src 'none'; base-uri 'none'; form-action 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it('shows images from a remote API host, and nothing else of it', () => {
    vi.stubEnv('API_URL', 'https://api.example.com/api');
    const policy = contentSecurityPolicy({});
    expect(policy).toContain("img-src 'self' data: blob: https://api.example.com;");
    expect(policy).toContain("connect-src 'self';");
  });

  it('lets `next dev` evaluate and reload', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(contentSecurityPolicy({ nonce: 'n' })).toMatch(/script-src [^;]*'unsafe-eval'/);
  });
});

describe('isStaticPage', () => {
  it('names the public pages served as static HTML, none rendered per request', () => {
    for (const path of ['/', '/puppies', '/puppies/available-puppies', '/gallery', '/contact']) {
      expect(isStaticPage(path), path).toBe(true);
    }
    for (const path of ['/admin', '/admin/products/add', '/login', '/signup', '/gallery/x', '/x']) {
      expect(isStaticPage(path), path).toBe(false);
    }
  });
});
