import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareStaticPage } from '@/server/cache-handler.mjs';
import {
  frameworkScriptHashes,
  isFrameworkScript,
  withoutRenderedQuery,
} from '@/server/next-private.mjs';

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Pages as the production build (Next 16.4.5, Turbopack) serves them: home, gallery, a dog. */
const PAGES = ['home', 'gallery', 'dog'].map((name) => ({
  name,
  html: readFileSync(path.join(__dirname, 'fixtures', 'pages', `${name}.html`), 'utf8'),
}));

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .map(([, attributes, text]) => ({ attributes: attributes!, text: text! }));

const inject = (html: string, script: string) =>
  html.replace('</body>', `<script>${script}</script></body>`);

/** Shapes an attacker might try: a framework form that goes on, or holds code, not data. */
const LOOKALIKES = [
  'alert(1)',
  'self.__next_f.push(alert(1))',
  'self.__next_f.push([1,"x"].concat(alert(1)))',
  'self.__next_f.push([1,"x"]);alert(1)',
  'self.__next_f.push([1,"x"])\nalert(1)',
  'self.__next_f.push([1,"x"])//',
  'self.__next_f.push([1,`${alert(1)}`])',
  'self.__next_f.push([1,"x"],alert(1))',
  'self.__next_f.push([7,"x"])',
  'self.__next_f.push({"0":1})',
  '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
  '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push(alert(1))',
  '(self.__next_f=self.__next_f||[]).push([0])\nalert(1)',
  '(self.__next_f=self.__next_f||[]).push(alert(1))',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});alert(1);',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});\nalert(1)',
  '(globalThis["TURBOPACK"] || (globalThis["X"] = [])).push({"a":1});',
  '(globalThis[alert(1)] || (globalThis[alert(1)] = [])).push({"a":1});',
  '',
];

afterEach(() => vi.restoreAllMocks());

describe('frameworkScriptHashes on real pages', () => {
  it.each(PAGES)('hashes every inline script Next wrote into the $name page', ({ html }) => {
    const scripts = inlineScripts(html);
    const javascript = scripts.filter((s) => !/type="application\/ld\+json"/.test(s.attributes));
    // The Turbopack chunk-group bootstrap, the flight bootstrap and at least one flight push.
    expect(javascript.length).toBeGreaterThanOrEqual(3);
    for (const start of ['(globalThis["TURBOPACK"]', '(self.__next_f=', 'self.__next_f.push(']) {
      expect(javascript.some((s) => s.text.startsWith(start))).toBe(true);
    }
    expect(frameworkScriptHashes(html)).toEqual([...new Set(javascript.map((s) => hash(s.text)))]);
  });

  it('gives JSON-LD, a data block, no hash', () => {
    const [jsonLd] = inlineScripts(PAGES[0]!.html).filter((s) => /ld\+json/.test(s.attributes));
    expect(jsonLd?.text).toContain('"@context":"https://schema.org"');
    expect(frameworkScriptHashes(PAGES[0]!.html)).not.toContain(hash(jsonLd!.text));
  });

  it.each(PAGES)(
    'gives an injected <script> in the $name page no hash, and says so once',
    ({ html }) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const marker = `alert(${JSON.stringify(html.length)})`;
      const injected = inject(inject(html, marker), marker);
      expect(frameworkScriptHashes(injected)).toEqual(frameworkScriptHashes(html));
      expect(frameworkScriptHashes(injected)).not.toContain(hash(marker));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toContain(marker);
    },
  );

  it.each(LOOKALIKES)('gives a look-alike no hash: %j', (script) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(isFrameworkScript(script)).toBe(false);
    expect(frameworkScriptHashes(inject(PAGES[1]!.html, script))).not.toContain(hash(script));
  });
});

describe('isFrameworkScript', () => {
  it('knows the exact forms Next 16 writes', () => {
    for (const script of [
      '(self.__next_f=self.__next_f||[]).push([0])',
      '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,{"a":[1]}])',
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n\\u003cb\\u003e)"])',
      'self.__next_f.push([3,"AAEC"])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"],"runtimeModuleIds":[1]});',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});\n(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"b":2});',
    ]) {
      expect(isFrameworkScript(script), script).toBe(true);
    }
  });
});

describe('a static page rendered for a request with a query', () => {
  /** The page as Next renders it for `/{page}{query}`: the address is in its root row. */
  const renderedWith = (html: string, query: string) =>
    html.replace(
      /(0:\{\\"P\\":null,\\"c\\":\[.*?)(\\"\],\\"q\\":\\")(\\")/,
      `$1${query}$2${query}$3`,
    );

  it.each(PAGES)(
    'keeps nothing of the query in the $name page, and changes nothing else',
    ({ html }) => {
      // As Next escapes it in HTML: `&` is \u0026.
      const query = '?utm_source=visitor-1234\\u0026redirect=%2Fadmin';
      const visited = renderedWith(html, query);
      expect(visited).toContain('visitor-1234');
      const page = { kind: 'APP_PAGE', html: visited };
      const clean = { kind: 'APP_PAGE', html };
      prepareStaticPage(page);
      prepareStaticPage(clean);
      expect(page.html).not.toContain('visitor-1234');
      expect(page.html).toBe(clean.html);
    },
  );

  it('takes the query out of the router payload too', () => {
    const flight =
      '1:"$Sreact.fragment"\n0:{"P":null,"c":["","login?redirect=%2Fx"],"q":"?redirect=%2Fx","i":false}\n2:[]\n';
    expect(withoutRenderedQuery(flight)).toBe(
      '1:"$Sreact.fragment"\n0:{"P":null,"c":["","login"],"q":"","i":false}\n2:[]\n',
    );
    const page = { kind: 'APP_PAGE', html: PAGES[0]!.html, rscData: Buffer.from(flight) };
    prepareStaticPage(page);
    expect(page.rscData.toString()).not.toContain('redirect');
    // The segment prefetch of the whole page (`/_full`) repeats the router's root row; the
    // others (the tree, the head) hold no address and stay byte for byte.
    const tree = Buffer.from('0:{"b":"build","t":{"s":"","h":1040}}\n');
    const segmented = {
      kind: 'APP_PAGE',
      html: PAGES[0]!.html,
      rscData: Buffer.from(flight),
      segmentData: new Map([
        ['/_full', Buffer.from(flight)],
        ['/_tree', tree],
      ]),
    };
    prepareStaticPage(segmented);
    expect(segmented.segmentData.get('/_full')!.toString()).toBe(withoutRenderedQuery(flight));
    expect(segmented.segmentData.get('/_tree')).toBe(tree);
    // Without a query, or without a root row, the payload is left as it is.
    for (const same of ['0:{"P":null,"c":["",""],"q":""}\n', '1:"x"\n', '']) {
      expect(withoutRenderedQuery(same)).toBe(same);
    }
  });
});
