import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium';
import type { PageMeasure } from './page-measure';

type Result = import('lighthouse').Result;

const LIGHTHOUSE_CLI = path.resolve(
  __dirname,
  '..',
  '..',
  'node_modules',
  'lighthouse',
  'cli',
  'index.js',
);

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseTarget {
  label: string;
  path: string;
  isPublic: boolean;
  /** Kept out of search engines on purpose (sign-in pages): SEO's crawlability is not scored. */
  noindex?: boolean;
  headers?: Record<string, string>;
}

function score(lhr: Result, category: (typeof CATEGORIES)[number]): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/** Scripts the page loaded (modern browsers skip the `nomodule` polyfills). */
function scriptUrls(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details as
    { items: { url: string; resourceType?: string }[] } | undefined;
  return (details?.items ?? []).filter((i) => i.resourceType === 'Script').map((i) => i.url);
}

/** The scripts' bytes gzipped at level 6 (what Next sends), measured independently of headers. */
async function gzippedBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    // Up to twice more on failure, a moment apart: a pooled connection may have timed out on the
    // server meanwhile, or been reset on a busy machine (EPIPE).
    const again = () => new Promise((resolve) => setTimeout(resolve, 500)).then(() => fetch(url));
    const response = await fetch(url)
      .catch(again)
      .catch(again)
      .catch((error: unknown) => {
        throw new Error(`${url}: ${error instanceof Error ? String(error.cause ?? error) : error}`);
      });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    total += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length;
  }
  return total;
}

function transferredScriptBytes(lhr: Result): number {
  const details = lhr.audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  return details?.items.find((i) => i.resourceType === 'script')?.transferSize ?? Number.NaN;
}

/** Audits of the four categories that did not pass, by id, to point at the cause of a miss. */
function failedAudits(lhr: Result): string[] {
  const ids = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) ids.add(ref.id);
    }
  }
  return [...ids];
}

/**
 * The page fetched twice, a second apart, before it is measured, so that Lighthouse finds it as
 * visitors do: rendered and in Next's cache. Right after the seed the first visit of a list page
 * renders it again in the background (stale-while-revalidate), which would share the CPU with
 * the browser during the first measured run. Asked for as a browser asks for a page.
 */
async function warmUp(url: string, headers: Record<string, string> | undefined): Promise<void> {
  const asBrowser = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', ...headers };
  for (let visit = 0; visit < 2; visit++) {
    const response = await fetch(url, { headers: asBrowser, redirect: 'manual' });
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Lighthouse's default mobile run through its command line, `runs` times per page, each in a fresh
 * Chromium; the median run is reported. (The CLI runs outside tsx, whose transform would break the
 * functions Lighthouse sends into the page.)
 */
export async function measurePages(
  baseUrl: string,
  targets: LighthouseTarget[],
  runs: number,
): Promise<{ pages: PageMeasure[]; chromium: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kennel-lighthouse-'));
  let chromium = '';
  try {
    const pages: PageMeasure[] = [];
    for (const target of targets) {
      await warmUp(`${baseUrl}${target.path}`, target.headers);
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) {
        const output = path.join(dir, `run-${pages.length}-${run}.json`);
        const args = [
          LIGHTHOUSE_CLI,
          `${baseUrl}${target.path}`,
          '--quiet',
          '--output=json',
          `--output-path=${output}`,
          `--only-categories=${CATEGORIES.join(',')}`,
          `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        ];
        if (target.headers) args.push(`--extra-headers=${JSON.stringify(target.headers)}`);
        // Lighthouse's trace recording fails now and then on a busy machine (NO_NAVSTART,
        // NO_FCP): such a run is made once more before the page counts as failed.
        let lhr: Result | undefined;
        for (let attempt = 1; !lhr; attempt++) {
          const cli = spawnSync(process.execPath, args, {
            env: { ...process.env, ...(CHROMIUM_PATH ? { CHROME_PATH: CHROMIUM_PATH } : {}) },
            encoding: 'utf8',
          });
          const problem =
            cli.status !== 0
              ? `Lighthouse failed on ${target.path}: ${cli.stderr || cli.stdout}`
              : undefined;
          const result = problem ? undefined : (JSON.parse(readFileSync(output, 'utf8')) as Result);
          const failure =
            problem ?? (result?.runtimeError && `${target.path}: ${result.runtimeError.message}`);
          if (!failure) lhr = result;
          else if (attempt >= 2) throw new Error(failure);
          else console.log(`  ${target.path}: ${failure.split('\n')[0]}; running it once more`);
        }
        chromium = lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? chromium;
        results.push(lhr);
      }
      const median = computeMedianRun(results);
      const measure: PageMeasure = {
        label: target.label,
        path: target.path,
        isPublic: target.isPublic,
        ...(target.noindex && { noindex: true }),
        performance: score(median, 'performance'),
        accessibility: score(median, 'accessibility'),
        bestPractices: score(median, 'best-practices'),
        seo: score(median, 'seo'),
        lcpMs: numeric(median, 'largest-contentful-paint'),
        tbtMs: numeric(median, 'total-blocking-time'),
        cls: Number(numeric(median, 'cumulative-layout-shift').toFixed(3)),
        jsBytes: await gzippedBytes(scriptUrls(median)),
        jsTransferBytes: transferredScriptBytes(median),
        failedAudits: failedAudits(median),
      };
      console.log(
        `  ${target.path}: performance ${measure.performance}, a11y ${measure.accessibility}, ` +
          `best practices ${measure.bestPractices}, SEO ${measure.seo}, ` +
          `LCP ${Math.round(measure.lcpMs)} ms, CLS ${measure.cls}, JS ${measure.jsBytes} B`,
      );
      // Each run, for the spread around the median run (chosen by FCP and TTI).
      const each = results.map(
        (lhr) =>
          `${score(lhr, 'performance')} / ${Math.round(numeric(lhr, 'largest-contentful-paint'))} / ` +
          `${Math.round(numeric(lhr, 'total-blocking-time'))}`,
      );
      console.log(`    runs (performance / LCP ms / TBT ms): ${each.join(', ')}`);
      pages.push(measure);
    }
    return { pages, chromium: chromium.replace('/', ' ') };
  } finally {
    // BENCH_KEEP_RUNS=<folder>: every run's Lighthouse report kept there, to find what a page's
    // LCP element is or what shifted (the audits' details).
    const keep = process.env.BENCH_KEEP_RUNS;
    if (keep) cpSync(dir, keep, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
  }
}
