// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie } from '@/lib/client/cookies';
import {
  hasConsent,
  storeConsent,
  storedConsent,
  storeLocale,
  storedLocale,
} from '@/lib/client/preferences';
import { SIGNED_IN_COOKIE } from '@/lib/session-cookies';

// The cookies the browser code writes (ASVS 3.3.1), in a real cookie jar: jsdom keeps to the
// `__Host-` rules (Secure, Path=/, no Domain, secure page) and drops a cookie that breaks them.

interface StoredCookie {
  key: string;
  secure: boolean;
  path: string;
  sameSite: string;
  value: string;
  maxAge: number | 'Infinity' | '-Infinity' | null;
}

/** The JSDOM instance of vitest's environment (jsdom's own types are not installed). */
const dom = (
  globalThis as unknown as {
    jsdom: {
      reconfigure(options: { url: string }): void;
      cookieJar: {
        getCookiesSync(url: string): StoredCookie[];
        setCookieSync(cookie: string, url: string): void;
        removeAllCookiesSync(): void;
      };
    };
  }
).jsdom;

/** The page's address from now on; the jar starts empty. */
function page(url: string): void {
  dom.reconfigure({ url });
}

/** What the jar would send with a request over `url`, the attributes included. */
function jar(url: string): StoredCookie[] {
  return dom.cookieJar.getCookiesSync(url);
}

afterEach(() => {
  dom.cookieJar.removeAllCookiesSync();
  localStorage.clear();
});

describe('cookies set in the browser', () => {
  it('are Secure and __Host- named on an https page, and read back under that name', () => {
    page('https://kennel.example/about');
    storeLocale('hu');
    storeConsent();
    const cookies = jar('https://kennel.example/');
    expect(cookies.map((c) => c.key).sort()).toEqual([
      '__Host-NEXT_LOCALE',
      '__Host-cookie_consent',
    ]);
    for (const cookie of cookies) {
      expect(cookie.secure, cookie.key).toBe(true);
      expect(cookie.path, cookie.key).toBe('/');
      expect(cookie.sameSite, cookie.key).toBe('lax');
    }
    // A plain-http request of the same host gets none of them.
    expect(jar('http://kennel.example/')).toEqual([]);
    expect(storedLocale()).toBe('hu');
    expect(hasConsent()).toBe(true);
  });

  it('keep a refusal of cookies as they keep an acceptance: a year, SameSite, Secure on https', () => {
    page('https://kennel.example/');
    storeConsent('rejected');
    const [cookie] = jar('https://kennel.example/');
    expect(cookie).toMatchObject({
      key: '__Host-cookie_consent',
      value: '0',
      secure: true,
      path: '/',
      sameSite: 'lax',
      maxAge: 365 * 24 * 60 * 60,
    });
    expect(storedConsent()).toBe('rejected');
    expect(hasConsent()).toBe(false);
  });

  it('ignore plain-named cookies on an https page (anyone on the network could plant those)', () => {
    page('https://kennel.example/');
    dom.cookieJar.setCookieSync('NEXT_LOCALE=de; Path=/', 'http://kennel.example/');
    dom.cookieJar.setCookieSync('signed_in=1; Path=/', 'http://kennel.example/');
    expect(readCookie('NEXT_LOCALE')).toBeUndefined();
    expect(readCookie(SIGNED_IN_COOKIE)).toBeUndefined();
  });

  it('stay as they were on plain http (localhost)', () => {
    page('http://localhost:3000/');
    storeLocale('de');
    storeConsent();
    const cookies = jar('http://localhost:3000/');
    expect(cookies.map((c) => c.key).sort()).toEqual(['NEXT_LOCALE', 'cookie_consent']);
    for (const cookie of cookies) expect(cookie.secure, cookie.key).toBe(false);
    expect(storedLocale()).toBe('de');
  });

  it('forget the signed-in hint the server set, under its name for the scheme', () => {
    page('https://kennel.example/');
    dom.cookieJar.setCookieSync(
      '__Host-signed_in=1; Path=/; Secure; SameSite=Lax',
      'https://kennel.example/',
    );
    expect(readCookie(SIGNED_IN_COOKIE)).toBe('1');
    removeCookie(SIGNED_IN_COOKIE);
    expect(jar('https://kennel.example/')).toEqual([]);

    page('http://localhost:3000/');
    dom.cookieJar.setCookieSync('signed_in=1; Path=/', 'http://localhost:3000/');
    removeCookie(SIGNED_IN_COOKIE);
    expect(jar('http://localhost:3000/')).toEqual([]);
  });
});
