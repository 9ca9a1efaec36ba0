// The admin screens' budgets (the breeder's phone as fast as the visitor's) and the
// report of an admin-only run (`BENCH_ONLY=admin`). Pure functions, checked by unit tests.
import type { PageMeasure } from './page-measure';
import { kb, seconds } from './units';
import type { BenchMachine } from './machine';
import { lostPoints, pageTable, runLine, verdict } from './report';

export const ADMIN_BUDGETS = {
  performance: 95,
  lcpMs: 1500,
  tbtMs: 150,
  /** The screen's JavaScript as transferred, HTTP headers included (Lighthouse's figure). */
  jsTransferBytes: 170 * 1024,
} as const;

/** Every admin budget the measured screens miss, as a sentence; empty when all hold. */
export function adminBudgetMisses(pages: PageMeasure[]): string[] {
  const misses: string[] = [];
  for (const page of pages.filter((p) => !p.isPublic)) {
    if (page.performance < ADMIN_BUDGETS.performance) {
      misses.push(`${page.path}: performance ${page.performance} < ${ADMIN_BUDGETS.performance}`);
    }
    if (page.lcpMs > ADMIN_BUDGETS.lcpMs) {
      misses.push(`${page.path}: LCP ${seconds(page.lcpMs)} > ${seconds(ADMIN_BUDGETS.lcpMs)}`);
    }
    if (page.tbtMs > ADMIN_BUDGETS.tbtMs) {
      misses.push(`${page.path}: TBT ${Math.round(page.tbtMs)} ms > ${ADMIN_BUDGETS.tbtMs} ms`);
    }
    if (page.jsTransferBytes > ADMIN_BUDGETS.jsTransferBytes) {
      misses.push(
        `${page.path}: JavaScript ${kb(page.jsTransferBytes)} transferred > ${kb(ADMIN_BUDGETS.jsTransferBytes)}`,
      );
    }
  }
  return misses;
}

/** The budgets' line of the report. */
export function adminBudgetLine(): string {
  return `Admin screens (signed in): performance ≥ ${ADMIN_BUDGETS.performance}, LCP ≤ ${seconds(ADMIN_BUDGETS.lcpMs)}, TBT ≤ ${ADMIN_BUDGETS.tbtMs} ms, JavaScript ≤ ${kb(ADMIN_BUDGETS.jsTransferBytes)} as transferred.`;
}

export interface AdminBenchResult {
  date: string;
  machine: BenchMachine;
  lighthouseRuns: number;
  pages: PageMeasure[];
}

/** The Markdown report of `BENCH_ONLY=admin`: one row a screen, then the verdicts. */
export function renderAdminReport(result: AdminBenchResult): string {
  const misses = adminBudgetMisses(result.pages);
  return [
    '# Benchmark report: the admin screens',
    '',
    runLine(result.date, result.machine),
    '',
    `Produced by \`BENCH_ONLY=admin npm run bench\`: Lighthouse mobile, default throttling, median of ${result.lighthouseRuns}, signed in, demo data.`,
    '',
    ...pageTable(result.pages, 'Screen', (p) => `\`${p.path}\``, [
      'performance',
      'accessibility',
      'lcp',
      'tbt',
      'cls',
      'jsTransfer',
    ]),
    '',
    ...lostPoints(result.pages),
    '',
    '## Budgets',
    '',
    adminBudgetLine(),
    '',
    ...verdict(misses),
    '',
  ].join('\n');
}
