// Markdown pieces the bench reports (budgets.ts, admin-budgets.ts, scale.ts) share.
import type { BenchMachine } from './machine';
import type { PageMeasure } from './page-measure';
import { kb, seconds } from './units';

/** One row of a table. */
export function row(cells: (string | number)[]): string {
  return `| ${cells.join(' | ')} |`;
}

/** When and on what the run was made: the line under a report's title. */
export function runLine(date: string, machine: BenchMachine): string {
  return `${date} · ${machine.cpus} × ${machine.cpuModel} · Node ${machine.node} · ${machine.chromium}`;
}

/** The Lighthouse figures a table of pages may show: each column's heading and its cell. */
const FIGURES = {
  performance: ['Perf.', (p) => p.performance],
  accessibility: ['A11y', (p) => p.accessibility],
  bestPractices: ['Best pr.', (p) => p.bestPractices],
  seo: ['SEO', (p) => p.seo],
  lcp: ['LCP', (p) => seconds(p.lcpMs)],
  tbt: ['TBT', (p) => `${Math.round(p.tbtMs)} ms`],
  cls: ['CLS', (p) => p.cls.toFixed(3)],
  jsGzip: ['JS gzip', (p) => kb(p.jsBytes)],
  jsTransfer: ['JS transfer', (p) => kb(p.jsTransferBytes)],
} satisfies Record<string, [string, (p: PageMeasure) => string | number]>;

/** A table of `pages`, a row a page: `name` under `heading`, then `figures` (by default all). */
export function pageTable(
  pages: PageMeasure[],
  heading: string,
  name: (p: PageMeasure) => string,
  figures = Object.keys(FIGURES) as (keyof typeof FIGURES)[],
): string[] {
  const columns = figures.map((figure) => FIGURES[figure]);
  return [
    row([heading, ...columns.map(([title]) => title)]),
    row(Array(columns.length + 1).fill('---')),
    ...pages.map((p) => row([name(p), ...columns.map(([, cell]) => cell(p))])),
  ];
}

/** The audits that cost points, one item a page that lost any. */
export function lostPoints(pages: PageMeasure[]): string[] {
  return pages
    .filter((p) => p.failedAudits.length > 0)
    .map((p) => `- \`${p.path}\` lost points on: ${p.failedAudits.join(', ')}`);
}

/** The verdict under the budgets: all met, or every miss. */
export function verdict(misses: string[]): string[] {
  return [
    misses.length === 0 ? '**All budgets met.**' : '**Missed:**',
    ...misses.map((m) => `- ${m}`),
  ];
}
