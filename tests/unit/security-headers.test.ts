import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '@/lib/security-headers.mjs';
import { isStaticPage } from '@/lib/paths.mjs';

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
    expect(policy).toContain("media-src 'self' https://api.example.com;");
    expect(policy).toContain("connect-src 'self';");
  });

  it('lets `next dev` evaluate and reload', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(contentSecurityPolicy({ nonce: 'n' })).toMatch(/script-src [^;]*'unsafe-eval'/);
  });
});

describe('isStaticPage', () => {
  it('names the public pages served as static HTML, none rendered per request', () => {
    for (const path of ['/', '/puppies/available-puppies', '/gallery', '/login', '/signup']) {
      expect(isStaticPage(path), path).toBe(true);
    }
    for (const path of [
      '/admin',
      '/admin/products/add',
      '/signup/unavailable',
      '/gallery/x',
      '/x',
    ]) {
      expect(isStaticPage(path), path).toBe(false);
    }
  });
});
