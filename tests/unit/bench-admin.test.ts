import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES } from '@/lib/paths.mjs';
import {
  adminBudgetMisses,
  renderAdminReport,
  type AdminBenchResult,
} from '@/scripts/bench/admin-budgets';
import { adminScreenPaths, chosenScreens } from '@/scripts/bench/admin-screens';
import type { PageMeasure } from '@/scripts/bench/page-measure';

function screen(overrides: Partial<PageMeasure> = {}): PageMeasure {
  return {
    label: 'Admin dogs',
    path: '/admin/products',
    isPublic: false,
    noindex: true,
    performance: 97,
    accessibility: 100,
    bestPractices: 100,
    seo: 66,
    lcpMs: 1400,
    tbtMs: 120,
    cls: 0,
    jsBytes: 170 * 1024,
    jsTransferBytes: 150 * 1024,
    failedAudits: [],
    ...overrides,
  };
}

const params = {
  editDog: '3',
  dogPhotos: '3',
  editParent: '1',
  damHeats: '1',
  parentPhotos: '1',
  dogPedigree: '1',
  editLitter: '1',
  litterWhelping: '1',
  application: '1',
  editNews: '1',
  editPage: 'home',
  pagePreview: 'home',
};

describe('the admin screens in the bench', () => {
  it('measures every admin route, its parameter filled in', () => {
    const paths = adminScreenPaths(params);
    expect(paths).toHaveLength(Object.keys(ADMIN_ROUTES).length);
    expect(paths.map((p) => p.path)).toContain('/admin/products/edit/3');
    expect(paths.map((p) => p.path)).toContain('/admin/pages/home/preview');
    expect(paths.every((p) => !p.path.includes('['))).toBe(true);
    expect(() => adminScreenPaths({ ...params, editNews: undefined })).toThrow(/editNews/);
  });

  it('keeps the screens BENCH_ADMIN_SCREENS names, or all', () => {
    const paths = adminScreenPaths(params);
    expect(chosenScreens(paths, undefined)).toEqual(paths);
    expect(chosenScreens(paths, 'gallery, enquiries').map((p) => p.path)).toEqual([
      '/admin/gallery-image-upload',
      '/admin/enquiries',
    ]);
  });

  it('names each missed admin budget, and ignores public pages', () => {
    expect(adminBudgetMisses([screen()])).toEqual([]);
    expect(
      adminBudgetMisses([
        screen({ performance: 94, lcpMs: 1510, tbtMs: 151, jsTransferBytes: 171 * 1024 }),
        screen({ path: '/', isPublic: true, performance: 50 }),
      ]),
    ).toEqual([
      '/admin/products: performance 94 < 95',
      '/admin/products: LCP 1.51 s > 1.50 s',
      '/admin/products: TBT 151 ms > 150 ms',
      '/admin/products: JavaScript 171.0 KB transferred > 170.0 KB',
    ]);
  });

  it('reports one row a screen and the verdict', () => {
    const result: AdminBenchResult = {
      date: '2026-11-27T00:00:00.000Z',
      machine: { cpus: 2, cpuModel: 'Test CPU', node: 'v20.20.2', chromium: 'Chrome 156' },
      lighthouseRuns: 3,
      pages: [screen(), screen({ path: '/admin', tbtMs: 300 })],
    };
    const report = renderAdminReport(result);
    expect(report).toMatch(
      /\| `\/admin\/products` \| 97 \| 100 \| 1\.40 s \| 120 ms \| 0\.000 \| 150\.0 KB \|/,
    );
    expect(report).toContain('- /admin: TBT 300 ms > 150 ms');
  });
});
