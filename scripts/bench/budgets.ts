// What `npm run bench` measures, the budgets it holds the site to, and its report.
// Pure functions: the benchmark fills in the numbers, unit tests check the verdicts.
import { adminBudgetLine, adminBudgetMisses } from './admin-budgets';
import { kb, seconds } from './units';
import type { BenchMachine } from './machine';
import type { PageMeasure } from './page-measure';
import { lostPoints, pageTable, row, runLine, verdict } from './report';

export interface LoadMeasure {
  label: string;
  path: string;
  /** Counts towards the "cached public page" throughput budget. */
  isCachedPage: boolean;
  /** Measured through nginx in front (its budget), not `next start` alone. */
  throughNginx?: boolean;
  requestsPerSec: number;
  p99Ms: number;
  /** Answers that were not 2xx, and connection errors or timeouts. */
  non2xx: number;
  errors: number;
}

export interface BenchResult {
  date: string;
  machine: BenchMachine;
  lighthouseRuns: number;
  load: { connections: number; seconds: number };
  pages: PageMeasure[];
  targets: LoadMeasure[];
  /** The home page's bytes served from memory by a bare node:http server: the machine's limit. */
  bare: LoadMeasure;
  /** The same bytes as a static file from bare nginx, set up as the site's (absent without nginx). */
  bareNginx?: LoadMeasure;
  /** The home page as platforms serve it (scripts/bench/platform.ts); absent when skipped. */
  platform?: PlatformRun[];
}

/**
 * One way of serving the home page other than `npm start`: plain `next start`, or several
 * instances behind a load balancer. A run that could not be made says why instead of a measure.
 */
export interface PlatformRun {
  label: string;
  /** What ran, in a sentence for the report: processes, database, bucket, cache, proxy. */
  setup: string;
  measure?: LoadMeasure;
  /** Something the run needs is missing on this machine (no budget is missed). */
  skipped?: string;
  /** The run broke off with an error: a missed budget, as a failed request would be. */
  failed?: string;
}

/** The public pages' budgets: LCP, performance, JavaScript as transferred, CLS. */
export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  lcpMs: 1500,
  /** The page's JavaScript as transferred, HTTP headers included (Lighthouse's figure). */
  jsTransferBytes: 130 * 1024,
  /** A cached page from plain `next start` alone, and through nginx in front. */
  cachedRequestsPerSec: 300,
  nginxCachedRequestsPerSec: 5000,
  nginxCachedP99Ms: 20,
} as const;

/** The kennel's previous site (Nuxt 2), measured the same way on a 2-core machine. */
const PREVIOUS_SITE = {
  performance: '62 (home), 36 (puppy list)',
  lcp: '4.5–6.7 s',
  cls: 'up to 0.26',
  js: 'about 450 KB',
  requestsPerSec: 'about 50',
};

/** Every budget the result misses, as a sentence; empty when all hold. */
export function budgetMisses(result: BenchResult): string[] {
  const misses: string[] = [];
  for (const page of result.pages.filter((p) => p.isPublic)) {
    const atLeast = (name: string, value: number, min: number) => {
      if (value < min) misses.push(`${page.path}: ${name} ${value} < ${min}`);
    };
    atLeast('performance', page.performance, BUDGETS.performance);
    atLeast('accessibility', page.accessibility, BUDGETS.accessibility);
    atLeast('best practices', page.bestPractices, BUDGETS.bestPractices);
    if (!page.noindex) atLeast('SEO', page.seo, BUDGETS.seo);
    if (page.cls > BUDGETS.cls) misses.push(`${page.path}: CLS ${page.cls} > ${BUDGETS.cls}`);
    if (page.lcpMs > BUDGETS.lcpMs) {
      misses.push(`${page.path}: LCP ${seconds(page.lcpMs)} > ${seconds(BUDGETS.lcpMs)}`);
    }
    if (page.jsTransferBytes > BUDGETS.jsTransferBytes) {
      misses.push(
        `${page.path}: JavaScript ${kb(page.jsTransferBytes)} transferred > ${kb(BUDGETS.jsTransferBytes)}`,
      );
    }
  }
  misses.push(...adminBudgetMisses(result.pages));
  for (const target of result.targets) {
    if (target.non2xx + target.errors > 0) {
      misses.push(
        `${target.path}: ${target.non2xx} non-2xx answers and ${target.errors} errors under load`,
      );
    }
    if (!target.isCachedPage) continue;
    const least = target.throughNginx
      ? BUDGETS.nginxCachedRequestsPerSec
      : BUDGETS.cachedRequestsPerSec;
    if (target.requestsPerSec < least) {
      misses.push(`${target.path}: ${Math.round(target.requestsPerSec)} req/s < ${least}`);
    }
    if (target.throughNginx && target.p99Ms > BUDGETS.nginxCachedP99Ms) {
      misses.push(`${target.path}: p99 ${target.p99Ms} ms > ${BUDGETS.nginxCachedP99Ms} ms`);
    }
  }
  // Plain `next start` holds the cached page's budget too; the instances' figure is
  // for the record. A failed request or a run that broke off is a fault of the site whatever
  // serves it.
  for (const run of result.platform ?? []) {
    if (run.failed) misses.push(`platform, ${run.label}: the run failed: ${run.failed}`);
    const measure = run.measure;
    if (measure?.isCachedPage && measure.requestsPerSec < BUDGETS.cachedRequestsPerSec) {
      misses.push(
        `platform, ${run.label} ${measure.path}: ${Math.round(measure.requestsPerSec)} req/s < ` +
          `${BUDGETS.cachedRequestsPerSec}`,
      );
    }
    if (measure && measure.non2xx + measure.errors > 0) {
      misses.push(
        `platform, ${run.label} ${measure.path}: ${measure.non2xx} non-2xx answers and ` +
          `${measure.errors} errors under load`,
      );
    }
  }
  return misses;
}

function loadRow(label: string, t: LoadMeasure, result: BenchResult): string {
  return row([
    label,
    Math.round(t.requestsPerSec),
    `${t.p99Ms} ms`,
    `${t.non2xx} / ${t.errors}`,
    `${Math.round((100 * t.requestsPerSec) / result.bare.requestsPerSec)} %`,
  ]);
}

/**
 * The home page under `npm start`, under what platforms run, and the bare limit, side by side:
 * what a deployment elsewhere may expect.
 */
function platformSection(result: BenchResult): string[] {
  const heading = ['## Platforms: the home page `/`', ''];
  if (!result.platform) return [...heading, 'Not measured (`BENCH_SKIP_PLATFORM=1`).', ''];
  const home = result.targets.find((t) => t.path === '/');
  return [
    ...heading,
    `The same load as above, one setup after the other, all on this machine's ${result.machine.cpus} CPU cores.`,
    '',
    row(['Served by', 'req/s', 'p99', 'non-2xx / errors', 'of the bare limit']),
    row(Array(5).fill('---')),
    ...(home ? [loadRow('`npm start`', home, result)] : []),
    ...result.platform.map((run) =>
      run.measure
        ? loadRow(run.label, run.measure, result)
        : row([run.label, '—', '—', '—', run.skipped ? 'skipped' : 'failed']),
    ),
    loadRow('Bare `node:http` (the limit)', result.bare, result),
    ...(result.bareNginx ? [loadRow('Bare nginx, a static file', result.bareNginx, result)] : []),
    '',
    '- **`npm start`**: one `next start` process, the embedded database (PGlite) and photos on',
    "  disk; a public page comes from Next's own cache.",
    ...result.platform.map((run) => {
      const outcome = run.skipped
        ? ` **Skipped:** ${run.skipped}`
        : run.failed
          ? ` **Failed:** ${run.failed}`
          : '';
      return `- **${run.label}**: ${run.setup}${outcome}`;
    }),
    '',
    'Every process (the instances, the proxy, PostgreSQL, Redis, the bucket and autocannon',
    `itself) shares the same ${result.machine.cpus} cores, so a second instance brings no CPU of its own here:`,
    'the two-instance figure shows the cost of the extra hops (proxy, shared cache, database over',
    'TCP), not what a second machine would add.',
    '',
  ];
}

/** The Markdown report: Lighthouse per page, throughput per target, verdicts and the reference. */
export function renderReport(result: BenchResult): string {
  const misses = budgetMisses(result);
  const lines = [
    '# Benchmark report',
    '',
    runLine(result.date, result.machine),
    '',
    `Produced by \`npm run bench\`: production build, fresh data directory with the demo data.`,
    '',
    `## Lighthouse (mobile, default throttling, median of ${result.lighthouseRuns})`,
    '',
    ...pageTable(result.pages, 'Page', (p) => `${p.label} \`${p.path}\``),
    '',
    '“JS gzip” sums the scripts the page loaded, each gzipped; “JS transfer” is what Lighthouse',
    'counted on the wire, response headers included.',
    '',
    ...lostPoints(result.pages),
    '',
    `## Throughput (autocannon, ${result.load.connections} connections, ${result.load.seconds} s)`,
    '',
    row(['Target', 'req/s', 'p99', 'non-2xx / errors', 'of the bare limit']),
    row(Array(5).fill('---')),
    ...[...result.targets, result.bare, ...(result.bareNginx ? [result.bareNginx] : [])].map((t) =>
      loadRow(`${t.label} \`${t.path}\``, t, result),
    ),
    '',
    'The bare limit is the home page’s exact bytes (same headers, same compression) served from',
    'memory by a plain `node:http` server on the same machine in the same run.',
    '',
    ...platformSection(result),
    '## Budgets',
    '',
    `Public pages: performance ≥ ${BUDGETS.performance}, accessibility ${BUDGETS.accessibility}, best practices ${BUDGETS.bestPractices}, SEO ${BUDGETS.seo}, CLS ≤ ${BUDGETS.cls}, LCP ≤ ${seconds(BUDGETS.lcpMs)}, JavaScript ≤ ${kb(BUDGETS.jsTransferBytes)} as transferred (headers included); cached public pages through nginx ≥ ${BUDGETS.nginxCachedRequestsPerSec} req/s with p99 ≤ ${BUDGETS.nginxCachedP99Ms} ms, from plain \`next start\` alone ≥ ${BUDGETS.cachedRequestsPerSec} req/s; no failed request under load, in the platform runs too (the instances' throughput has no budget).`,
    '',
    adminBudgetLine(),
    '',
    ...verdict(misses),
    '',
    '## The previous site (Nuxt 2), for comparison',
    '',
    `Performance ${PREVIOUS_SITE.performance}; LCP ${PREVIOUS_SITE.lcp}; CLS ${PREVIOUS_SITE.cls}; JavaScript ${PREVIOUS_SITE.js} per page; ${PREVIOUS_SITE.requestsPerSec} req/s on 20 connections.`,
    '',
  ];
  return lines.join('\n');
}
