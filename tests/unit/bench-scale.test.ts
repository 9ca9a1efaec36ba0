import { describe, expect, it } from 'vitest';
import type { LoadMeasure } from '@/scripts/bench/budgets';
import type { PageMeasure } from '@/scripts/bench/page-measure';
import {
  ratio,
  renderScale,
  scaleMisses,
  type ScaleResult,
  type SizeRun,
} from '@/scripts/bench/scale';

function page(overrides: Partial<PageMeasure> = {}): PageMeasure {
  return {
    label: 'Gallery',
    path: '/gallery',
    isPublic: true,
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1300,
    tbtMs: 20,
    cls: 0,
    jsBytes: 100 * 1024,
    jsTransferBytes: 110 * 1024,
    failedAudits: [],
    ...overrides,
  };
}

function load(overrides: Partial<LoadMeasure> = {}): LoadMeasure {
  return {
    label: 'Gallery',
    path: '/gallery',
    isCachedPage: true,
    requestsPerSec: 3000,
    p99Ms: 20,
    non2xx: 0,
    errors: 0,
    ...overrides,
  };
}

function size(label: string, overrides: Partial<SizeRun> = {}): SizeRun {
  return {
    label,
    dogs: 6,
    gallery: 8,
    seedSeconds: 10,
    pages: [page()],
    ttfb: [{ path: '/gallery', ttfbMs: 10, bytes: 40_000, rawBytes: 70_000 }],
    load: [load()],
    bare: load({ label: 'Bare', path: '/', isCachedPage: false, requestsPerSec: 6000 }),
    sitemapDogs: 6,
    apiDogs: 6,
    ...overrides,
  };
}

function result(small: SizeRun, large: SizeRun): ScaleResult {
  return {
    date: '2026-11-24T00:00:00.000Z',
    machine: { cpus: 2, cpuModel: 'Test CPU', node: 'v20.20.2', chromium: 'Chrome 156' },
    lighthouseRuns: 3,
    small,
    large,
  };
}

describe('npm run bench -- --scale', () => {
  it('passes two sizes within every budget and prints each figure with its ratio', () => {
    const large = size('Large', {
      dogs: 200,
      gallery: 1000,
      seedSeconds: 300,
      ttfb: [{ path: '/gallery', ttfbMs: 11.5, bytes: 60_000, rawBytes: 70_000 }],
      load: [load({ requestsPerSec: 1500 })],
      sitemapDogs: 200,
      apiDogs: 200,
    });
    const both = result(size('Small demo'), large);
    expect(scaleMisses(both)).toEqual([]);
    const report = renderScale(both);
    expect(report).toContain('| Seeding | 10.0 s | 300.0 s | × 30.00 |');
    expect(report).toContain('| `/gallery`: time to first byte | 10.0 ms | 11.5 ms | × 1.15 |');
    expect(report).toContain(
      '| `/gallery`: throughput | 3000 req/s (50 % of bare) | 1500 req/s (25 % of bare) | × 0.50 |',
    );
    expect(report).toContain('| `/gallery`: size as sent | 39.1 KB | 58.6 KB | × 1.50 |');
    expect(report).toContain('| `/gallery`: size uncompressed | 68.4 KB | 68.4 KB | × 1.00 |');
    expect(report).toContain('| Dogs in sitemap.xml / in the API | 6 / 6 | 200 / 200 |  |');
    expect(report).toContain('**All budgets met.**');
  });

  it('misses a time to first byte more than 20 % (and 1 ms) over the small demo', () => {
    const slow = size('Large', {
      ttfb: [{ path: '/gallery', ttfbMs: 12.5, bytes: 60_000, rawBytes: 70_000 }],
    });
    expect(scaleMisses(result(size('Small demo'), slow))).toEqual([
      "/gallery: time to first byte 12.5 ms at the large size, more than 20 % over the small demo's 10.0 ms",
    ]);
    // Below a few milliseconds, 1 ms of slack holds where 20 % would be noise.
    const fast = (ms: number) =>
      size('x', { ttfb: [{ path: '/gallery', ttfbMs: ms, bytes: 1, rawBytes: 1 }] });
    expect(scaleMisses(result(fast(2), fast(2.9)))).toEqual([]);
    expect(scaleMisses(result(fast(2), fast(3.1)))).toHaveLength(1);
  });

  it('reports the API lists’ time to first byte without a budget on it', () => {
    const api = (ms: number) =>
      size('x', { ttfb: [{ path: '/api/dogs?limit=24', ttfbMs: ms, bytes: 1, rawBytes: 1 }] });
    expect(scaleMisses(result(api(4), api(6)))).toEqual([]);
    expect(renderScale(result(api(4), api(6)))).toContain(
      '| `/api/dogs?limit=24`: time to first byte | 4.0 ms | 6.0 ms | × 1.50 |',
    );
  });

  it('misses a large first HTML, a page budget, a failed request and a short sitemap', () => {
    const large = size('Large', {
      pages: [page({ lcpMs: 1600, performance: 97, jsTransferBytes: 140 * 1024, cls: 0.01 })],
      ttfb: [{ path: '/gallery', ttfbMs: 10, bytes: 100 * 1024, rawBytes: 300_000 }],
      load: [load({ non2xx: 3 })],
      sitemapDogs: 150,
      apiDogs: 200,
    });
    expect(scaleMisses(result(size('Small demo'), large))).toEqual([
      'Large /gallery: performance 97 < 98',
      'Large /gallery: LCP 1.60 s > 1.50 s',
      'Large /gallery: CLS 0.01 > 0',
      'Large /gallery: JavaScript 140.0 KB transferred > 130.0 KB',
      'Large /gallery: first HTML 100.0 KB ≥ 100.0 KB as sent',
      'Large /gallery: first HTML 293.0 KB > 80.0 KB uncompressed',
      'Large /gallery: 3 non-2xx answers and 0 errors',
      'Large: sitemap.xml lists 150 of 200 dogs',
    ]);
    expect(renderScale(result(size('Small demo'), large))).toContain('**Missed:**');
  });

  it('writes a ratio as large over small, and none without a figure', () => {
    expect(ratio(10, 12)).toBe('× 1.20');
    expect(ratio(0, 12)).toBe('—');
    expect(ratio(Number.NaN, 1)).toBe('—');
  });
});
