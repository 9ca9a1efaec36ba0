// `BENCH_ONLY=admin npm run bench`: Lighthouse on the admin screens alone (with
// `BENCH_ADMIN_SCREENS` to keep a few), written to bench/admin.md and bench/admin.json; exits
// non-zero when an admin budget is missed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchMachine } from './machine';
import { adminBudgetMisses, renderAdminReport, type AdminBenchResult } from './admin-budgets';
import { adminTargets } from './admin-screens';
import { measurePages } from './lighthouse';
import type { BenchSite } from './site';

export async function runAdmin(site: BenchSite, runs: number, outDir: string): Promise<number> {
  const targets = await adminTargets(site);
  console.log(`> Lighthouse on ${targets.length} admin screens, ${runs} runs a screen`);
  const { pages, chromium } = await measurePages(site.url, targets, runs);
  const result: AdminBenchResult = {
    date: new Date().toISOString(),
    machine: benchMachine(chromium),
    lighthouseRuns: runs,
    pages,
  };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'admin.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'admin.md'), renderAdminReport(result));
  console.log(`> wrote ${path.relative(process.cwd(), outDir)}/admin.md and admin.json`);
  const misses = adminBudgetMisses(pages);
  if (misses.length > 0) {
    console.error(`Budgets missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
    return 1;
  }
  console.log('All admin budgets met.');
  return 0;
}
