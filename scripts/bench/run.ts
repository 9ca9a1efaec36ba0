// `npm run bench`: builds the site, serves it on a fresh data directory with the demo data,
// measures it with Lighthouse and autocannon, then the home page as platforms serve it (plain
// `next start`, two instances behind a load balancer: platform.ts), writes bench/report.md and
// bench/report.json, and exits non-zero when a budget (budgets.ts) is missed.
// BENCH_SKIP_BUILD=1 reuses the last build; BENCH_SKIP_PLATFORM=1 skips the platform runs.
// `--scale` measures the small demo and a large kennel instead (scale-run.ts, bench/scale.md).
// BENCH_ONLY=admin measures the admin screens alone (admin-run.ts, bench/admin.md);
// BENCH_ENTRY=next-start serves them with plain `next start` instead of `npm start`.
// Pages are measured through nginx in front (deploy/nginx) where it is installed; BENCH_NGINX=0
// measures `next start` itself.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runAdmin } from './admin-run';
import { MAX_MATING_MS, measureMating } from './breeding';
import { adminTargets } from './admin-screens';
import { budgetMisses, renderReport, type BenchResult } from './budgets';
import { measurePages } from './lighthouse';
import { CONNECTIONS, measureLoad, measureTarget, SECONDS } from './load';
import { benchMachine } from './machine';
import { measurePlatform } from './platform';
import { runScale } from './scale-run';
import { build, startSite } from './site';
import { runMain } from '../lib/run-main';

const OUT_DIR = path.resolve(__dirname, '..', '..', 'bench');
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function main(): Promise<number> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('> next build');
    build();
  }
  const mating = measureMating();
  console.log(
    `> mating preview: ${mating.ms.toFixed(1)} ms, the median (budget ${MAX_MATING_MS} ms; ` +
      `COI ${mating.coi.toFixed(4)}, ${mating.outcomes} colour genotypes)`,
  );
  if (mating.ms > MAX_MATING_MS) {
    console.error(`Budget missed: a mating preview took ${mating.ms.toFixed(1)} ms`);
    return 1;
  }
  // `npm run bench -- --scale`: the small demo and the large kennel side by side (scale-run.ts).
  if (process.argv.includes('--scale')) return runScale(LIGHTHOUSE_RUNS);
  console.log('> starting the site with the demo data');
  const site = await startSite([], { video: true });
  try {
    if (process.env.BENCH_ONLY === 'admin') {
      if (process.env.BENCH_ENTRY === 'next-start') await site.restart('next-start');
      return await runAdmin(site, LIGHTHOUSE_RUNS, OUT_DIR);
    }
    console.log(`> Lighthouse, ${LIGHTHOUSE_RUNS} runs a page`);
    const { pages, chromium } = await measurePages(
      site.url,
      [
        { label: 'Home', path: '/', isPublic: true },
        { label: 'Puppies', path: '/puppies', isPublic: true },
        { label: 'Available puppies', path: '/puppies/available-puppies', isPublic: true },
        { label: 'Dog page', path: site.dogPath, isPublic: true },
        ...(site.videoDogPath
          ? [{ label: 'Dog page with a video', path: site.videoDogPath, isPublic: true }]
          : []),
        { label: 'Gallery', path: '/gallery', isPublic: true },
        { label: 'Contact', path: '/contact', isPublic: true },
        { label: 'Litters', path: '/litters', isPublic: true },
        { label: 'Litter page', path: site.litterPath, isPublic: true },
        { label: 'News', path: '/news', isPublic: true },
        { label: 'News post', path: site.newsPath, isPublic: true },
        { label: 'FAQ', path: '/faq', isPublic: true },
        { label: 'Verification page', path: site.verifyPath, isPublic: true },
        { label: 'Reviews', path: '/reviews', isPublic: true },
        { label: 'Apply', path: '/apply', isPublic: true },
        { label: 'Legal notice', path: '/legal-notice', isPublic: true },
        { label: 'Sign-in', path: '/login', isPublic: true, noindex: true },
        { label: 'Forgotten password', path: '/forgot-password', isPublic: true, noindex: true },
        { label: 'New password', path: '/reset-password', isPublic: true, noindex: true },
        {
          label: 'Confirm subscription',
          path: '/subscriptions/confirm',
          isPublic: true,
          noindex: true,
        },
        ...(await adminTargets(site)),
      ],
      LIGHTHOUSE_RUNS,
    );
    console.log(`> autocannon, ${CONNECTIONS} connections, ${SECONDS} s`);
    const throughNginx = !site.withoutNginx;
    const front = throughNginx ? ' (nginx)' : '';
    const load = await measureLoad(site.url, [
      { label: `Home${front}`, path: '/', isCachedPage: true, throughNginx },
      { label: `Dog page${front}`, path: site.dogPath, isCachedPage: true, throughNginx },
      { label: `Dog list API${front}`, path: '/api/dogs', isCachedPage: false },
    ]);
    // The same home page from `next start` alone, as a platform without a cache in front serves it.
    if (!site.withoutNginx) {
      load.targets.push(
        await measureTarget(site.directUrl, {
          label: 'Home (`next start` alone)',
          path: '/',
          isCachedPage: true,
        }),
      );
    }
    // Last: it stops the site, to serve the same data with plain `next start`.
    const platform =
      process.env.BENCH_SKIP_PLATFORM === '1' ? undefined : await measurePlatform(site);

    const result: BenchResult = {
      date: new Date().toISOString(),
      machine: benchMachine(chromium),
      lighthouseRuns: LIGHTHOUSE_RUNS,
      load: { connections: CONNECTIONS, seconds: SECONDS },
      pages,
      targets: load.targets,
      bare: load.bare,
      bareNginx: load.bareNginx,
      platform,
    };
    mkdirSync(OUT_DIR, { recursive: true });
    writeFileSync(path.join(OUT_DIR, 'report.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(path.join(OUT_DIR, 'report.md'), renderReport(result));
    const misses = budgetMisses(result);
    console.log(`> wrote ${path.relative(process.cwd(), OUT_DIR)}/report.md and report.json`);
    if (misses.length > 0) {
      console.error(`Budgets missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
      return 1;
    }
    console.log('All budgets met.');
    return 0;
  } finally {
    await site.stop();
  }
}

runMain(main, { trace: true });
