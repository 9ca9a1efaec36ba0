// `npm run bench -- --scale`: the same build at the small demo's size and at a kennel ten years
// on (200 dogs, 1,000 owners' photos), one after the other on the same machine, measured alike
// (Lighthouse, time to first byte, first HTML size, throughput beside the bare node:http limit,
// the sitemap), then printed side by side with each figure's ratio (scale.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SITEMAP_PAGES } from '../../lib/paths.mjs';
import { measurePages } from './lighthouse';
import { measureLoad } from './load';
import {
  renderScale,
  scaleMisses,
  type ScaleResult,
  type SizeRun,
  type TtfbMeasure,
} from './scale';
import { startSite } from './site';

const OUT_DIR = path.resolve(__dirname, '..', '..', 'bench');
const TTFB_REQUESTS = 30;

export const SIZES = [
  { label: 'Small demo', args: [] as string[], dogs: 6, gallery: 8 },
  { label: 'Large', args: ['--dogs', '200', '--gallery', '1000'], dogs: 200, gallery: 1000 },
];

/**
 * One request as a browser sends it (compressed): milliseconds to the answer's first byte (its
 * head), and the body's size as transferred.
 */
function timedGet(
  url: string,
  encoding = 'gzip, deflate, br',
): Promise<{ ms: number; bytes: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    request(
      url,
      {
        headers: {
          accept: 'text/html,application/json',
          'accept-encoding': encoding,
          'accept-language': 'en-US,en;q=0.9',
        },
      },
      (response) => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ ms, bytes, status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    )
      .on('error', reject)
      .end();
  });
}

/** The median time to first byte of sequential requests, once the page is cached. */
async function measureTtfb(baseUrl: string, pathname: string): Promise<TtfbMeasure> {
  for (let i = 0; i < 3; i++) await timedGet(`${baseUrl}${pathname}`);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < TTFB_REQUESTS; i++) {
    const answer = await timedGet(`${baseUrl}${pathname}`);
    if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}`);
    times.push(answer.ms);
    bytes = answer.bytes;
  }
  times.sort((a, b) => a - b);
  const ttfbMs = times[Math.floor(times.length / 2)]!;
  const rawBytes = (await timedGet(`${baseUrl}${pathname}`, 'identity')).bytes;
  console.log(`  ${pathname}: TTFB ${ttfbMs.toFixed(1)} ms, ${bytes} B sent, ${rawBytes} B raw`);
  return { path: pathname, ttfbMs, bytes, rawBytes };
}

async function measureSize(size: (typeof SIZES)[number], runs: number) {
  console.log(`> ${size.label}: seeding ${size.dogs} dogs and ${size.gallery} photos, starting`);
  const started = Date.now();
  const site = await startSite(size.args);
  const seedSeconds = (Date.now() - started) / 1000;
  try {
    console.log(`> ${size.label}: Lighthouse, ${runs} runs a page`);
    const { pages, chromium } = await measurePages(
      site.url,
      [
        { label: 'Home', path: '/', isPublic: true },
        { label: 'Available puppies', path: '/puppies/available-puppies', isPublic: true },
        { label: 'Dog page', path: site.dogPath, isPublic: true },
        { label: 'Gallery', path: '/gallery', isPublic: true },
      ],
      runs,
    );
    console.log(`> ${size.label}: time to first byte`);
    const ttfb: TtfbMeasure[] = [];
    for (const pathname of [
      '/',
      '/puppies',
      '/puppies/available-puppies',
      '/puppies/puppies-with-parents',
      '/gallery',
      site.dogPath,
      '/api/dogs?limit=24',
      '/api/gallery?limit=24',
    ]) {
      ttfb.push(await measureTtfb(site.url, pathname));
    }
    console.log(`> ${size.label}: throughput`);
    const load = await measureLoad(site.url, [
      { label: 'Home', path: '/', isCachedPage: true },
      { label: 'Gallery', path: '/gallery', isCachedPage: true },
      { label: 'Dog list API, a page', path: '/api/dogs?limit=24', isCachedPage: false },
      { label: 'Gallery API, a page', path: '/api/gallery?limit=24', isCachedPage: false },
    ]);
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const locs = sitemap.match(/<loc>/g)?.length ?? 0;
    const apiDogs = ((await (await fetch(`${site.url}/api/dogs`)).json()) as unknown[]).length;
    const run: SizeRun = {
      label: size.label,
      dogs: size.dogs,
      gallery: size.gallery,
      seedSeconds,
      pages,
      ttfb,
      load: load.targets,
      bare: load.bare,
      sitemapDogs: locs - SITEMAP_PAGES.length,
      apiDogs,
    };
    return { run, chromium };
  } finally {
    await site.stop();
  }
}

/** Both sizes, the report, and the verdict (exit code 1 when a budget is missed). */
export async function runScale(runs: number): Promise<number> {
  const small = await measureSize(SIZES[0]!, runs);
  const large = await measureSize(SIZES[1]!, runs);
  const cpus = os.cpus();
  const result: ScaleResult = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown CPU',
      node: process.version,
      chromium: small.chromium,
    },
    lighthouseRuns: runs,
    small: small.run,
    large: large.run,
  };
  const report = renderScale(result);
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(path.join(OUT_DIR, 'scale.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(OUT_DIR, 'scale.md'), report);
  console.log(`\n${report}`);
  const misses = scaleMisses(result);
  if (misses.length > 0) {
    console.error(`Budgets missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
    return 1;
  }
  console.log('All budgets met.');
  return 0;
}
