// What `npm run bench -- --scale` measures at two sizes (the small demo and a kennel ten years
// on: 200 dogs, 1,000 owners' photos), the budgets that hold at both, and the side-by-side report
// with each figure's ratio. Pure functions: scale-run.ts fills in the numbers, unit tests check
// the verdicts.
import { BUDGETS, type LoadMeasure } from './budgets';
import type { PageMeasure } from './page-measure';
import { row, runLine } from './report';
import { kb, seconds } from './units';

/**
 * A first HTML this large or larger (as transferred) is a page that does not scale.
 * Transferred, not raw: the page carries its stylesheet inline, the same on every page.
 */
export const MAX_FIRST_HTML_BYTES = 100 * 1024;
/** The gallery's first HTML uncompressed, at either size: the photos are not sent twice. */
export const MAX_GALLERY_RAW_BYTES = 80 * 1024;
/** Time to first byte at the large size: within 20 % of the small demo's … */
export const MAX_TTFB_RATIO = 1.2;
/**
 * … or within this many milliseconds of it: a cached page answers in a few milliseconds, where
 * 20 % is less than the timer's and the scheduler's noise.
 */
export const TTFB_SLACK_MS = 1;

export interface TtfbMeasure {
  path: string;
  /** Median time to the first byte of sequential requests of the cached page. */
  ttfbMs: number;
  /** The HTML (or JSON) as a browser receives it (compressed), in bytes: the budget's figure. */
  bytes: number;
  /** The same uncompressed (with the page's inlined stylesheet), for the record. */
  rawBytes: number;
}

export interface SizeRun {
  label: string;
  dogs: number;
  gallery: number;
  /** Seconds `npm run seed:demo` took at this size. */
  seedSeconds: number;
  pages: PageMeasure[];
  ttfb: TtfbMeasure[];
  load: LoadMeasure[];
  /** The home page's bytes from a bare node:http server: the machine's limit at that moment. */
  bare: LoadMeasure;
  /** Dog pages sitemap.xml lists, and the enabled dogs the API lists. */
  sitemapDogs: number;
  apiDogs: number;
}

export interface ScaleResult {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string; chromium: string };
  lighthouseRuns: number;
  small: SizeRun;
  large: SizeRun;
}

/** Pages whose first HTML grows with the data unless they are paged. */
export const LIST_PATHS = [
  '/gallery',
  '/puppies/available-puppies',
  '/puppies/puppies-with-parents',
];

function pageMisses(run: SizeRun): string[] {
  const misses: string[] = [];
  for (const page of run.pages.filter((p) => p.isPublic)) {
    const at = `${run.label} ${page.path}`;
    if (page.performance < BUDGETS.performance) {
      misses.push(`${at}: performance ${page.performance} < ${BUDGETS.performance}`);
    }
    for (const [name, value] of [
      ['accessibility', page.accessibility],
      ['best practices', page.bestPractices],
      ['SEO', page.seo],
    ] as const) {
      if (value < 100) misses.push(`${at}: ${name} ${value} < 100`);
    }
    if (page.lcpMs > BUDGETS.lcpMs) {
      misses.push(`${at}: LCP ${seconds(page.lcpMs)} > ${seconds(BUDGETS.lcpMs)}`);
    }
    if (page.cls > BUDGETS.cls) misses.push(`${at}: CLS ${page.cls} > ${BUDGETS.cls}`);
    if (page.jsTransferBytes > BUDGETS.jsTransferBytes) {
      misses.push(
        `${at}: JavaScript ${kb(page.jsTransferBytes)} transferred > ${kb(BUDGETS.jsTransferBytes)}`,
      );
    }
  }
  for (const t of run.ttfb.filter((m) => LIST_PATHS.includes(m.path))) {
    if (t.bytes >= MAX_FIRST_HTML_BYTES) {
      misses.push(
        `${run.label} ${t.path}: first HTML ${kb(t.bytes)} ≥ ${kb(MAX_FIRST_HTML_BYTES)} as sent`,
      );
    }
    if (t.path === '/gallery' && t.rawBytes > MAX_GALLERY_RAW_BYTES) {
      misses.push(
        `${run.label} /gallery: first HTML ${kb(t.rawBytes)} > ${kb(MAX_GALLERY_RAW_BYTES)} uncompressed`,
      );
    }
  }
  for (const l of run.load) {
    if (l.non2xx + l.errors > 0) {
      misses.push(`${run.label} ${l.path}: ${l.non2xx} non-2xx answers and ${l.errors} errors`);
    }
  }
  if (run.sitemapDogs !== run.apiDogs) {
    misses.push(`${run.label}: sitemap.xml lists ${run.sitemapDogs} of ${run.apiDogs} dogs`);
  }
  return misses;
}

/**
 * Whether a measured path is a public page, which the time-to-first-byte budget is for. A page of
 * an API list is reported beside it but has no such budget: it is answered by Next's whole
 * request pipeline, whose few milliseconds vary from one run to the next, and at the small size
 * it holds fewer items than it asks for.
 */
export const isPagePath = (pathname: string) => !pathname.startsWith('/api/');

/** Every budget the two runs miss, each named; empty when all hold. */
export function scaleMisses(result: ScaleResult): string[] {
  const misses = [...pageMisses(result.small), ...pageMisses(result.large)];
  for (const large of result.large.ttfb.filter((t) => isPagePath(t.path))) {
    const small = result.small.ttfb.find((t) => t.path === large.path);
    if (!small) continue;
    const limit = Math.max(small.ttfbMs * MAX_TTFB_RATIO, small.ttfbMs + TTFB_SLACK_MS);
    if (large.ttfbMs > limit) {
      misses.push(
        `${large.path}: time to first byte ${large.ttfbMs.toFixed(1)} ms at the large size, ` +
          `more than 20 % over the small demo's ${small.ttfbMs.toFixed(1)} ms`,
      );
    }
  }
  return misses;
}

/** `large / small`, as the report prints it. */
export function ratio(small: number, large: number): string {
  if (!Number.isFinite(small) || !Number.isFinite(large) || small === 0) return '—';
  return `× ${(large / small).toFixed(2)}`;
}

const share = (m: LoadMeasure, bare: LoadMeasure) =>
  `${Math.round(m.requestsPerSec)} req/s (${Math.round((100 * m.requestsPerSec) / bare.requestsPerSec)} % of bare)`;

/** The report: every figure at both sizes with its ratio, then the verdict. */
export function renderScale(result: ScaleResult): string {
  const { small, large } = result;
  const lines: string[] = [
    '# Benchmark at two sizes (`npm run bench -- --scale`)',
    '',
    `${runLine(result.date, result.machine)} · Lighthouse median of ${result.lighthouseRuns}, mobile defaults`,
    '',
    row([
      'Figure',
      `${small.label} (${small.dogs} dogs, ${small.gallery} photos)`,
      `${large.label} (${large.dogs} dogs, ${large.gallery} photos)`,
      'ratio',
    ]),
    row(Array(4).fill('---')),
    row([
      'Seeding',
      `${small.seedSeconds.toFixed(1)} s`,
      `${large.seedSeconds.toFixed(1)} s`,
      ratio(small.seedSeconds, large.seedSeconds),
    ]),
  ];
  for (const page of small.pages) {
    const other = large.pages.find((p) => p.path === page.path || p.label === page.label);
    if (!other) continue;
    const name = page.label;
    lines.push(
      row([
        `${name}: performance`,
        page.performance,
        other.performance,
        ratio(page.performance, other.performance),
      ]),
      row([
        `${name}: LCP`,
        seconds(page.lcpMs),
        seconds(other.lcpMs),
        ratio(page.lcpMs, other.lcpMs),
      ]),
      row([`${name}: CLS`, page.cls, other.cls, '']),
      row([
        `${name}: JavaScript transferred`,
        kb(page.jsTransferBytes),
        kb(other.jsTransferBytes),
        ratio(page.jsTransferBytes, other.jsTransferBytes),
      ]),
      row([
        `${name}: a11y / best practices / SEO`,
        `${page.accessibility} / ${page.bestPractices} / ${page.seo}`,
        `${other.accessibility} / ${other.bestPractices} / ${other.seo}`,
        '',
      ]),
    );
  }
  for (const t of small.ttfb) {
    const other = large.ttfb.find((l) => l.path === t.path);
    if (!other) continue;
    lines.push(
      row([
        `\`${t.path}\`: time to first byte`,
        `${t.ttfbMs.toFixed(1)} ms`,
        `${other.ttfbMs.toFixed(1)} ms`,
        ratio(t.ttfbMs, other.ttfbMs),
      ]),
      row([
        `\`${t.path}\`: size as sent`,
        kb(t.bytes),
        kb(other.bytes),
        ratio(t.bytes, other.bytes),
      ]),
      row([
        `\`${t.path}\`: size uncompressed`,
        kb(t.rawBytes),
        kb(other.rawBytes),
        ratio(t.rawBytes, other.rawBytes),
      ]),
    );
  }
  for (const l of small.load) {
    const other = large.load.find((m) => m.path === l.path);
    if (!other) continue;
    lines.push(
      row([
        `\`${l.path}\`: throughput`,
        share(l, small.bare),
        share(other, large.bare),
        ratio(l.requestsPerSec, other.requestsPerSec),
      ]),
      row([
        `\`${l.path}\`: p99`,
        `${l.p99Ms} ms`,
        `${other.p99Ms} ms`,
        ratio(l.p99Ms, other.p99Ms),
      ]),
    );
  }
  lines.push(
    row([
      'Bare `node:http` limit',
      `${Math.round(small.bare.requestsPerSec)} req/s`,
      `${Math.round(large.bare.requestsPerSec)} req/s`,
      ratio(small.bare.requestsPerSec, large.bare.requestsPerSec),
    ]),
    row([
      'Dogs in sitemap.xml / in the API',
      `${small.sitemapDogs} / ${small.apiDogs}`,
      `${large.sitemapDogs} / ${large.apiDogs}`,
      '',
    ]),
    '',
    '## Budgets',
    '',
    `At both sizes, every public page: performance ≥ ${BUDGETS.performance}, accessibility, best practices and SEO 100, LCP ≤ ${seconds(BUDGETS.lcpMs)}, CLS ${BUDGETS.cls}, JavaScript ≤ ${kb(BUDGETS.jsTransferBytes)} as transferred; the gallery's and the dog lists' first HTML < ${kb(MAX_FIRST_HTML_BYTES)} as sent, the gallery's ≤ ${kb(MAX_GALLERY_RAW_BYTES)} uncompressed; no failed request under load; the sitemap lists every dog. At the large size, each public page's time to first byte within 20 % of the small demo's (or ${TTFB_SLACK_MS} ms); the API lists' are reported, not budgeted.`,
    '',
  );
  const misses = scaleMisses(result);
  lines.push(
    misses.length === 0
      ? '**All budgets met.**'
      : `**Missed:**\n\n${misses.map((m) => `- ${m}`).join('\n')}`,
    '',
  );
  return lines.join('\n');
}
