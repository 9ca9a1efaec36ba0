// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isScriptLoader, LOADER_START, scriptLoaderFiles } from '@/lib/first-paint-loader.mjs';
import { removeCookie } from '@/lib/client/cookies';
import { storeConsent } from '@/lib/client/preferences';
import { CONSENT_COOKIE } from '@/lib/session-cookies';
import { prepareStaticPage } from '@/server/cache-handler.mjs';
import { deferScripts, frameworkScriptHashes } from '@/server/next-private.mjs';

/** Pages as the production build (Next 16.4.5, Turbopack) serves them: home, gallery, a dog. */
const PAGES = ['home', 'gallery', 'dog'].map((name) => ({
  name,
  html: readFileSync(path.join(__dirname, 'fixtures', 'pages', `${name}.html`), 'utf8'),
}));

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*>/g;

const filesOf = (html: string) => [...new Set([...html.matchAll(ASYNC_SCRIPT)].map((m) => m[1]))];

/** The loader's text in a deferred page. */
function loaderOf(html: string): string {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const loaders = scripts.filter((text) => text.startsWith(LOADER_START));
  expect(loaders).toHaveLength(1);
  return loaders[0]!;
}

describe('deferScripts', () => {
  for (const { name, html } of PAGES) {
    it(`moves the ${name} page's script files into one loader, in order, changing nothing else`, () => {
      const files = filesOf(html);
      expect(files.length).toBeGreaterThan(3);
      const deferred = deferScripts(html);
      expect(deferred).not.toMatch(ASYNC_SCRIPT);
      expect(deferred).not.toMatch(SCRIPT_PRELOAD);
      const loader = loaderOf(deferred);
      expect(scriptLoaderFiles(loader)).toEqual(files);
      // Last in the body, after the flight data; the rest is the page as it was.
      expect(deferred.endsWith(`<script>${loader}</script></body></html>`)).toBe(true);
      // The headings' font waits for the loader too (it switches it on with the scripts).
      expect(html).toMatch(/^<!DOCTYPE html><html lang="\w\w" data-fonts="">/);
      expect(deferred).toMatch(/^<!DOCTYPE html><html lang="\w\w"><head>/);
      expect(deferred.replace(`<script>${loader}</script>`, '')).toBe(
        html.replace(' data-fonts=""', '').replace(ASYNC_SCRIPT, '').replace(SCRIPT_PRELOAD, ''),
      );
      // The classic-script fallback for old browsers stays as Next wrote it.
      expect(deferred).toContain('noModule=""></script>');
    });
  }

  it('leaves alone HTML without script files or without a body', () => {
    // Nothing would switch the headings' font on: it stays on from the start.
    const plain = '<!DOCTYPE html><html data-fonts=""><body><p>Bodza</p></body></html>';
    expect(deferScripts(plain)).toBe(plain);
    const fragment = '<script src="/_next/static/chunks/a.js" async=""></script>';
    expect(deferScripts(fragment)).toBe(fragment);
  });

  it("defers only the build's own files", () => {
    const html =
      '<html><head><script src="https://cdn.example/x.js" async=""></script>' +
      '<script src="/_next/static/chunks/a.js" async=""></script></head><body></body></html>';
    const deferred = deferScripts(html);
    expect(deferred).toContain('<script src="https://cdn.example/x.js" async=""></script>');
    expect(scriptLoaderFiles(loaderOf(deferred))).toEqual(['/_next/static/chunks/a.js']);
  });
});

describe('isScriptLoader', () => {
  const loader = loaderOf(deferScripts(PAGES[0]!.html));

  it('knows the loader it writes', () => {
    expect(isScriptLoader(loader)).toBe(true);
  });

  it('refuses lookalikes: other files, code in the list, code around it', () => {
    const around = (list: string) => `${LOADER_START}${list})`;
    for (const text of [
      around('["https://evil.example/x.js"]'),
      around('["/_next/static/chunks/a.js?x"]'),
      around('["/_next/static/../../api/uploads/x.js"]'),
      around('["/_next/static/chunks/a.js"," + alert(1) + "]'),
      around('[]'),
      around('{"0":"/_next/static/chunks/a.js"}'),
      around('["/_next/static/chunks/a.js"].concat(alert(1))'),
      `${loader};alert(1)`,
      `${loader}\nalert(1)`,
      `alert(1);${loader}`,
      loader.replace('D.head', 'D.body'),
    ]) {
      expect(isScriptLoader(text), text.slice(-60)).toBe(false);
    }
  });

  it('is hashed into the static page policy', () => {
    const value = {
      kind: 'APP_PAGE',
      html: PAGES[2]!.html,
      headers: {} as Record<string, string>,
    };
    prepareStaticPage(value);
    expect(value.html).toContain(loader.slice(0, 40));
    const hashes = frameworkScriptHashes(value.html);
    const policy = value.headers['content-security-policy']!;
    for (const hash of hashes) expect(policy).toContain(hash);
    expect(policy).toMatch(/script-src 'self' /);
    // Every inline script is hashed: Next's, and the loader.
    const inline = /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>/g;
    expect(hashes).toHaveLength([...value.html.matchAll(inline)].length);
  });
});

describe('the loader in a browser', () => {
  const files = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'];
  const html = `<html data-fonts=""><head></head><body><script src="${files[0]}" async=""></script><script src="${files[1]}" async=""></script></body></html>`;
  const loader = loaderOf(deferScripts(html));
  const added = () =>
    [...document.head.querySelectorAll('script')].map((s) => [
      s.getAttribute('src'),
      s.hasAttribute('async'),
    ]);

  const fontsOn = () => document.documentElement.hasAttribute('data-fonts');

  /** The browser's paint timing: the loader's observer, and a way to report a paint to it. */
  function paintTiming() {
    const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      private readonly entry: (typeof observers)[number];
      constructor(callback: PerformanceObserverCallback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe(options: PerformanceObserverInit) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return {
      paint(name: 'first-paint' | 'first-contentful-paint') {
        for (const { callback, disconnected } of observers) {
          if (disconnected) continue;
          const list = {
            getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []),
          } as unknown as PerformanceObserverEntryList;
          callback(list, {} as PerformanceObserver);
        }
      },
    };
  }

  /** `document.fonts` whose loads wait until `settle` is called. */
  function fontLoading() {
    const loads: string[] = [];
    let settle!: (ok: boolean) => void;
    const done = new Promise<void>((resolve, reject) => {
      settle = (ok) => (ok ? resolve() : reject(new Error('network')));
    });
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load: (font: string) => (loads.push(font), done) },
    });
    return { loads, settle };
  }

  /** A visible tab whose frames are drawn when the test calls them, in order. */
  function visibleTabFrames(): FrameRequestCallback[] {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    return frames;
  }

  /** How the page was reached, as the browser's navigation timing says. */
  function navigation(type: NavigationTimingType) {
    const entry = { type } as unknown as PerformanceNavigationTiming;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([entry]);
  }

  // Each test's loader listens to the document: its listeners go with the test.
  const listeners: Parameters<Document['addEventListener']>[] = [];
  const addListener = document.addEventListener.bind(document);
  beforeEach(() => {
    // Not a mock, which a test's vi.restoreAllMocks() would take away.
    Object.defineProperty(document, 'addEventListener', {
      configurable: true,
      value: (...args: Parameters<Document['addEventListener']>) => {
        listeners.push(args);
        addListener(...args);
      },
    });
  });

  afterEach(() => {
    for (const args of listeners.splice(0)) document.removeEventListener(...args);
    Reflect.deleteProperty(document, 'addEventListener');
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-fonts');
    Reflect.deleteProperty(document, 'fonts');
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('adds the files as async scripts once the first contentful paint is shown, one task each', () => {
    vi.useFakeTimers();
    const timing = paintTiming();
    const frames = visibleTabFrames();
    new Function(loader)();
    vi.runAllTimers();
    expect(frames).toEqual([]); // no waiting for a frame where the paint is reported
    timing.paint('first-paint');
    vi.runAllTimers();
    expect(added()).toEqual([]); // a paint with no content yet
    timing.paint('first-contentful-paint');
    // The observer's callback adds none itself: it schedules one task per file.
    expect(added()).toEqual([]);
    expect(vi.getTimerCount()).toBe(files.length);
    vi.runAllTimers();
    expect(added()).toEqual(files.map((file) => [file, true]));
  });

  it('adds them at once in a hidden tab, which draws no frames', () => {
    paintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(loader)();
    expect(added()).toEqual(files.map((file) => [file, true]));
  });

  it("fetches the headings' font after the first contentful paint, and switches to it once loaded", async () => {
    vi.useFakeTimers();
    const timing = paintTiming();
    const fonts = fontLoading();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      setTimeout(callback, 16),
    );
    new Function(loader)();
    vi.runAllTimers(); // frames drawn and the scripts added: no contentful paint yet
    timing.paint('first-paint');
    expect(fonts.loads).toEqual([]);
    timing.paint('first-contentful-paint');
    expect(fonts.loads).toEqual(['500 1em brandFont']);
    timing.paint('first-contentful-paint'); // reported once: the observer is done
    expect(fonts.loads).toHaveLength(1);
    await Promise.resolve();
    expect(fontsOn()).toBe(false); // still loading: the headings keep the fallback
    fonts.settle(true);
    await vi.waitFor(() => expect(fontsOn()).toBe(true));
  });

  it('switches even when the font fails to load (its fallback stays)', async () => {
    const timing = paintTiming();
    const fonts = fontLoading();
    new Function(loader)();
    timing.paint('first-contentful-paint');
    fonts.settle(false);
    await vi.waitFor(() => expect(fontsOn()).toBe(true));
  });

  it('waits for the first frame instead in a browser that reports no paint timing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames = visibleTabFrames();
    new Function(loader)();
    expect(added()).toEqual([]);
    frames.shift()!(0);
    expect(added()).toEqual([]); // the frame is being drawn: the files come after it
    expect(fontsOn()).toBe(false);
    vi.runAllTimers();
    expect(added()).toEqual(files.map((file) => [file, true]));
    expect(fontsOn()).toBe(true);
  });

  it('switches the font on at once on a full load from the site itself, where it is cached', () => {
    const arrivals: [string, () => void][] = [
      [
        'a same-site link',
        () => vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${location.origin}/puppies`),
      ],
      ['a reload', () => navigation('reload')],
      ['back', () => navigation('back_forward')],
    ];
    for (const [arrival, arrive] of arrivals) {
      const timing = paintTiming();
      const fonts = fontLoading();
      arrive();
      new Function(loader)();
      expect(fontsOn(), arrival).toBe(true);
      timing.paint('first-contentful-paint');
      expect(fonts.loads, arrival).toEqual([]); // the layout asks for it, from the cache
      document.documentElement.removeAttribute('data-fonts');
      vi.restoreAllMocks();
    }
  });

  it('waits for the first paint when the visitor comes from elsewhere', () => {
    const timing = paintTiming();
    const fonts = fontLoading();
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/');
    navigation('navigate');
    new Function(loader)();
    expect(fontsOn()).toBe(false);
    timing.paint('first-contentful-paint');
    expect(fonts.loads).toEqual(['500 1em brandFont']);
  });

  describe('a visitor who chose in the cookie notice, either way', () => {
    const consentShown = () => document.documentElement.hasAttribute('data-consent');

    afterEach(() => {
      removeCookie(CONSENT_COOKIE);
      localStorage.clear();
      document.documentElement.removeAttribute('data-consent');
    });

    for (const choice of ['accepted', 'rejected'] as const) {
      it(`has the notice hidden from the start once ${choice}, as the browser stored it`, () => {
        paintTiming();
        storeConsent(choice); // cookie and localStorage, as the notice's buttons do
        new Function(loader)();
        expect(consentShown()).toBe(true);
      });
    }

    it('by either of the two: the cookie (plain or __Host- named) or localStorage', () => {
      paintTiming();
      for (const cookie of [
        'cookie_consent=1',
        'cookie_consent=0',
        'a=b; __Host-cookie_consent=1; c=d',
        'a=b; __Host-cookie_consent=0',
      ]) {
        vi.spyOn(document, 'cookie', 'get').mockReturnValue(cookie);
        new Function(loader)();
        expect(consentShown(), cookie).toBe(true);
        document.documentElement.removeAttribute('data-consent');
        vi.restoreAllMocks();
      }
      for (const value of ['1', '0']) {
        localStorage.setItem('cookieConsent', value);
        new Function(loader)();
        expect(consentShown(), value).toBe(true);
        document.documentElement.removeAttribute('data-consent');
      }
    });

    it('has it shown while no choice is stored', () => {
      paintTiming();
      for (const cookie of [
        '',
        'cookie_consent=',
        'xcookie_consent=1',
        'cookie_consent=10',
        'cookie_consent=01',
        'cookie_consent=yes',
      ]) {
        vi.spyOn(document, 'cookie', 'get').mockReturnValue(cookie);
        new Function(loader)();
        expect(consentShown(), cookie).toBe(false);
        vi.restoreAllMocks();
      }
      for (const value of ['', '2', '10', 'true']) {
        localStorage.setItem('cookieConsent', value);
        new Function(loader)();
        expect(consentShown(), value).toBe(false);
      }
    });
  });

  describe('a tap before React has the button', () => {
    function page() {
      document.body.innerHTML =
        '<button type="button" id="photo"><img alt=""></button>' +
        '<button type="button" id="menu">Menu</button>' +
        '<form><button id="send">Send</button></form>';
      return (id: string) => document.getElementById(id)!;
    }

    function startLoader() {
      vi.useFakeTimers();
      paintTiming();
      visibleTabFrames();
      new Function(loader)();
    }

    afterEach(() => {
      document.body.innerHTML = '';
      window.__pendingTap = 0;
    });

    it('records the last button tapped, with the time, for the part that repeats it', () => {
      startLoader();
      const button = page();
      button('photo').querySelector('img')!.click(); // on the photo inside the button
      expect(window.__pendingTap).toEqual({ button: button('photo'), at: Date.now() });
      vi.advanceTimersByTime(500);
      button('menu').click(); // the visitor went on
      expect(window.__pendingTap).toEqual({ button: button('menu'), at: Date.now() });
    });

    it('leaves submit buttons and links to the browser, which acts on them without script', () => {
      startLoader();
      const button = page();
      button('send').addEventListener('click', (e) => e.preventDefault());
      button('send').click();
      expect(window.__pendingTap).toBe(0);
    });
  });
});
