import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { scriptLoaderFiles } from '@/lib/first-paint-loader.mjs';
import { prepareStaticPage } from '@/server/cache-handler.mjs';
import { frameworkScriptHashes } from '@/server/next-private.mjs';

// What server/next-private.mjs reads, written by the installed Next and React themselves (the
// functions their page render calls), not by captured pages: a new release that writes any of it
// differently fails here.
const require = createRequire(import.meta.url);
const { getTurbopackChunkGroupBootstrap } = require('next/dist/server/get-page-files.js');
const { getRequiredScripts } = require('next/dist/server/app-render/required-scripts.js');
const {
  createInlinedDataReadableStream,
} = require('next/dist/server/app-render/use-flight-response.js');

const CHUNKS = [
  'static/chunks/0a1b2c.js',
  'static/chunks/7g8h9i.js',
  'static/chunks/turbopack-3d.js',
];
const FILES = CHUNKS.map((chunk) => `/_next/${chunk}`);
const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

/** A page as Next serves one rendered for `/gallery?utm=visitor-1234&next=/x`. */
async function renderedPage() {
  // As app-render.js renders a page: the chunk list inline, the first file as React's bootstrap
  // script, the others preinitialised.
  const manifest = { rootMainFiles: CHUNKS };
  const [preinitScripts, bootstrapScript] = getRequiredScripts(
    manifest,
    '',
    undefined,
    undefined,
    '',
    undefined,
    '/gallery/page',
  );
  const chunkList = getTurbopackChunkGroupBootstrap(
    { '/gallery/page': { otherChunks: CHUNKS, runtimeModuleIds: [494553] } },
    'TURBOPACK',
    ['/gallery/page'],
  );
  function Page() {
    preinitScripts();
    return createElement(
      'html',
      null,
      createElement('body', null, createElement('main', null, 'Hi')),
    );
  }
  const shell = await read(
    await renderToReadableStream(createElement(Page), {
      bootstrapScriptContent: chunkList,
      bootstrapScripts: [bootstrapScript],
    }),
  );
  const flight = [
    '1:"$Sreact.fragment"\n',
    '0:{"P":null,"c":["","gallery?utm=visitor-1234&next=/x"],"q":"?utm=visitor-1234&next=/x","i":false}\n',
    '2:["$","main",null,{"children":"</script><script>alert(1)</script>"}]\n',
  ];
  const chunks = [...flight.map((row) => new TextEncoder().encode(row)), new Uint8Array([0xff, 0])];
  const data = await read(
    createInlinedDataReadableStream(
      new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      }),
      undefined,
      null,
    ),
  );
  return { html: shell.replace('</body>', `${data}</body>`), rsc: flight.join('') };
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .map(([, , text]) => text!);

describe('what the installed Next and React write into a page', () => {
  it('has every inline script recognised and hashed', async () => {
    const { html } = await renderedPage();
    const scripts = inlineScripts(html);
    // Turbopack's chunk list, the flight bootstrap and a push for each of four chunks.
    expect(scripts.length).toBeGreaterThanOrEqual(5);
    expect(frameworkScriptHashes(html)).toEqual([...new Set(scripts.map(hash))]);
  });

  it('is readied for the cache: scripts after the first paint, no query, a policy for all', async () => {
    const { html, rsc } = await renderedPage();
    const page = { kind: 'APP_PAGE', html, rscData: Buffer.from(rsc), headers: {} } as {
      kind: string;
      html: string;
      rscData: Buffer;
      headers: Record<string, string>;
    };
    prepareStaticPage(page);
    expect(page.html).not.toContain('visitor-1234');
    expect(page.rscData.toString()).not.toContain('visitor-1234');
    expect(page.rscData.toString()).toContain('"c":["","gallery"],"q":""');
    // React's `<script async>` tags and their preloads are gone, into the loader, in order.
    expect(page.html).not.toMatch(/<script src=|rel="preload" as="script"|as="script"[^>]*preload/);
    const scripts = inlineScripts(page.html);
    // In page order: the preinitialised files in the head, then React's bootstrap script.
    const inPageOrder = [...FILES.slice(1), FILES[0]];
    expect(scripts.flatMap((text) => scriptLoaderFiles(text) ?? [])).toEqual(inPageOrder);
    const policy = page.headers['content-security-policy']!;
    for (const text of scripts) expect(policy).toContain(hash(text));
  });
});
