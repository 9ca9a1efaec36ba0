import { describe, expect, it } from 'vitest';
import {
  budgetMisses,
  renderReport,
  type BenchResult,
  type LoadMeasure,
  type PlatformRun,
} from '@/scripts/bench/budgets';
import type { PageMeasure } from '@/scripts/bench/page-measure';

function page(overrides: Partial<PageMeasure> = {}): PageMeasure {
  return {
    label: 'Home',
    path: '/',
    isPublic: true,
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1200,
    tbtMs: 40,
    cls: 0,
    jsBytes: 110 * 1024,
    jsTransferBytes: 118 * 1024,
    failedAudits: [],
    ...overrides,
  };
}

function load(overrides: Partial<LoadMeasure> = {}): LoadMeasure {
  return {
    label: 'Home',
    path: '/',
    isCachedPage: true,
    requestsPerSec: 4000,
    p99Ms: 12,
    non2xx: 0,
    errors: 0,
    ...overrides,
  };
}

function result(
  pages: PageMeasure[],
  targets: LoadMeasure[],
  platform?: PlatformRun[],
): BenchResult {
  return {
    date: '2026-11-22T00:00:00.000Z',
    machine: { cpus: 2, cpuModel: 'Test CPU', node: 'v20.20.2', chromium: 'Chrome 156' },
    lighthouseRuns: 3,
    load: { connections: 20, seconds: 10 },
    pages,
    targets,
    bare: load({ label: 'Bare', isCachedPage: false, requestsPerSec: 8000 }),
    platform,
  };
}

function platformRun(label: string, overrides: Partial<LoadMeasure> = {}): PlatformRun {
  return {
    label,
    setup: `${label}, as set up`,
    measure: load({ label, isCachedPage: false, requestsPerSec: 150, p99Ms: 300, ...overrides }),
  };
}

describe('benchmark budgets', () => {
  it('passes a result within every budget', () => {
    expect(budgetMisses(result([page()], [load()]))).toEqual([]);
    expect(renderReport(result([page()], [load()]))).toContain('**All budgets met.**');
  });

  it('names each missed budget of a public page', () => {
    const misses = budgetMisses(
      result(
        [
          page({
            path: '/gallery',
            performance: 97,
            accessibility: 98,
            bestPractices: 96,
            seo: 92,
            cls: 0.001,
            lcpMs: 1510,
            jsTransferBytes: 131 * 1024,
          }),
        ],
        [],
      ),
    );
    expect(misses).toEqual([
      '/gallery: performance 97 < 98',
      '/gallery: accessibility 98 < 100',
      '/gallery: best practices 96 < 100',
      '/gallery: SEO 92 < 100',
      '/gallery: CLS 0.001 > 0',
      '/gallery: LCP 1.51 s > 1.50 s',
      '/gallery: JavaScript 131.0 KB transferred > 130.0 KB',
    ]);
  });

  it('scores no SEO on a page kept out of search engines on purpose, every other budget still', () => {
    const login = page({ path: '/login', noindex: true, seo: 63, jsTransferBytes: 131 * 1024 });
    expect(budgetMisses(result([login], []))).toEqual([
      '/login: JavaScript 131.0 KB transferred > 130.0 KB',
    ]);
  });

  it('holds an admin screen to the admin budgets, not the public ones', () => {
    const admin = page({ path: '/admin/products', isPublic: false, seo: 60, cls: 0.01 });
    expect(budgetMisses(result([admin], []))).toEqual([]);
    const slow = page({ path: '/admin/products', isPublic: false, performance: 75, tbtMs: 589 });
    expect(budgetMisses(result([slow], []))).toEqual([
      '/admin/products: performance 75 < 95',
      '/admin/products: TBT 589 ms > 150 ms',
    ]);
  });

  it('wants 300 req/s from next start alone, 5000 in 20 ms through nginx, and no failed request', () => {
    const misses = budgetMisses(
      result(
        [],
        [
          load({ requestsPerSec: 299.4 }),
          load({ path: '/bogyo', requestsPerSec: 4999.4, p99Ms: 21, throughNginx: true }),
          load({ path: '/lili', requestsPerSec: 6000, p99Ms: 20, throughNginx: true }),
          load({ path: '/api/dogs', isCachedPage: false, requestsPerSec: 30, non2xx: 2 }),
        ],
      ),
    );
    expect(misses).toEqual([
      '/: 299 req/s < 300',
      '/bogyo: 4999 req/s < 5000',
      '/bogyo: p99 21 ms > 20 ms',
      '/api/dogs: 2 non-2xx answers and 0 errors under load',
    ]);
  });

  it('reports bare nginx serving the same page as a file beside bare node:http', () => {
    const report = renderReport({
      ...result([page()], [load({ requestsPerSec: 2000 })]),
      bareNginx: load({ label: 'Bare nginx, home page as a static file', requestsPerSec: 12000 }),
    });
    expect(report).toMatch(
      /\| Bare nginx, home page as a static file `\/` \| 12000 \| 12 ms \| 0 \/ 0 \| 150 % \|/,
    );
  });

  it('reports throughput as a share of the bare node:http limit', () => {
    const report = renderReport(result([page()], [load({ requestsPerSec: 2000 })]));
    expect(report).toMatch(/\| Home `\/` \| 2000 \| 12 ms \| 0 \/ 0 \| 25 % \|/);
    expect(report).toContain('The previous site (Nuxt 2), for comparison');
  });

  it('holds the platform runs to no throughput budget, only to no failed request', () => {
    const slow = [
      platformRun('Plain `next start`', { requestsPerSec: 80 }),
      platformRun('Two `next start` instances behind nginx', { requestsPerSec: 60 }),
    ];
    expect(budgetMisses(result([], [load()], slow))).toEqual([]);

    const failing = [
      platformRun('Plain `next start`', { non2xx: 3 }),
      platformRun('Two `next start` instances behind nginx', { errors: 1 }),
    ];
    expect(budgetMisses(result([], [load()], failing))).toEqual([
      'platform, Plain `next start` /: 3 non-2xx answers and 0 errors under load',
      'platform, Two `next start` instances behind nginx /: 0 non-2xx answers and 1 errors under load',
    ]);
  });

  it('misses a budget when a platform run broke off, not when a piece is missing', () => {
    const runs: PlatformRun[] = [
      { label: 'Plain `next start`', setup: 'one process', failed: 'server exited with 1' },
      { label: 'Two instances', setup: 'two processes', skipped: 'redis-server is not installed' },
    ];
    expect(budgetMisses(result([], [load()], runs))).toEqual([
      'platform, Plain `next start`: the run failed: server exited with 1',
    ]);
    const report = renderReport(result([], [load()], runs));
    expect(report).toContain('| Plain `next start` | — | — | — | failed |');
    expect(report).toContain('| Two instances | — | — | — | skipped |');
    expect(report).toContain('- **Two instances**: two processes **Skipped:** redis-server is not');
  });

  it('reports the platform runs beside npm start and the bare limit, as shares of it', () => {
    const report = renderReport(
      result(
        [page()],
        [load({ requestsPerSec: 2000 })],
        [
          platformRun('Plain `next start`', { requestsPerSec: 160 }),
          platformRun('Two `next start` instances behind nginx', { requestsPerSec: 120 }),
        ],
      ),
    );
    const section = report.slice(report.indexOf('## Platforms'), report.indexOf('## Budgets'));
    expect(section.match(/^\| .+ \|$/gm)).toEqual([
      '| Served by | req/s | p99 | non-2xx / errors | of the bare limit |',
      '| --- | --- | --- | --- | --- |',
      '| `npm start` | 2000 | 12 ms | 0 / 0 | 25 % |',
      '| Plain `next start` | 160 | 300 ms | 0 / 0 | 2 % |',
      '| Two `next start` instances behind nginx | 120 | 300 ms | 0 / 0 | 2 % |',
      '| Bare `node:http` (the limit) | 8000 | 12 ms | 0 / 0 | 100 % |',
    ]);
    expect(section).toContain('- **Plain `next start`**: Plain `next start`, as set up');
    expect(section).toContain("this machine's 2 CPU cores");
  });

  it('says when the platform runs were skipped', () => {
    expect(renderReport(result([page()], [load()]))).toContain(
      'Not measured (`BENCH_SKIP_PLATFORM=1`).',
    );
  });
});
