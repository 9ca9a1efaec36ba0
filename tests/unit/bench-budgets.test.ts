import { describe, expect, it } from 'vitest';
import {
  budgetMisses,
  renderReport,
  type BenchResult,
  type LoadMeasure,
  type PageMeasure,
} from '@/scripts/bench/budgets';

function page(overrides: Partial<PageMeasure> = {}): PageMeasure {
  return {
    label: 'Home',
    path: '/',
    isPublic: true,
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1800,
    tbtMs: 40,
    cls: 0,
    jsBytes: 140 * 1024,
    jsTransferBytes: 144 * 1024,
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

function result(pages: PageMeasure[], targets: LoadMeasure[]): BenchResult {
  return {
    date: '2026-11-22T00:00:00.000Z',
    machine: { cpus: 2, cpuModel: 'Test CPU', node: 'v20.20.2', chromium: 'Chrome 156' },
    lighthouseRuns: 3,
    load: { connections: 20, seconds: 10 },
    pages,
    targets,
    bare: load({ label: 'Bare', isCachedPage: false, requestsPerSec: 8000 }),
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
            performance: 94,
            accessibility: 98,
            bestPractices: 96,
            seo: 92,
            cls: 0.05,
            jsBytes: 151 * 1024,
          }),
        ],
        [],
      ),
    );
    expect(misses).toEqual([
      '/gallery: performance 94 < 95',
      '/gallery: accessibility 98 < 100',
      '/gallery: best practices 96 < 100',
      '/gallery: SEO 92 < 100',
      '/gallery: CLS 0.05 > 0.02',
      '/gallery: JavaScript 151.0 KB > 150.0 KB',
    ]);
  });

  it('holds the admin page to no budget (it is measured for the record)', () => {
    const admin = page({ path: '/admin/products', isPublic: false, performance: 70, seo: 60 });
    expect(budgetMisses(result([admin], []))).toEqual([]);
  });

  it('wants 1000 req/s from cached pages and no failed request anywhere', () => {
    const misses = budgetMisses(
      result(
        [],
        [
          load({ requestsPerSec: 999.4 }),
          load({ path: '/api/dogs', isCachedPage: false, requestsPerSec: 300, non2xx: 2 }),
        ],
      ),
    );
    expect(misses).toEqual([
      '/: 999 req/s < 1000',
      '/api/dogs: 2 non-2xx answers and 0 errors under load',
    ]);
  });

  it('reports throughput as a share of the bare node:http limit', () => {
    const report = renderReport(result([page()], [load({ requestsPerSec: 2000 })]));
    expect(report).toMatch(/\| Home `\/` \| 2000 \| 12 ms \| 0 \/ 0 \| 25 % \|/);
    expect(report).toContain('The previous site (Nuxt 2), for comparison');
  });
});
