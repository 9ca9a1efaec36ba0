// `npm run soak`: builds the site, serves it on a fresh data directory with the demo data, runs
// SOAK_SECONDS (60) of mixed traffic over SOAK_CONNECTIONS (50) loopback connections — public
// pages in English, Hungarian and German, API reads, admin writes — then reads every write back
// and prints a report with the server's memory. Exits non-zero on any 5xx, request without an
// answer, unexpected status or write not read back as written, and when the server's RSS grows
// more than SOAK_MAX_RSS_GROWTH (50) percent from half-way through the run to its end.
// SOAK_SKIP_BUILD=1 reuses the last build.
import { build, startSite } from '../bench/site';
import { renderReport } from './report';
import { runSoak } from './soak';
import { runMain } from '../lib/run-main';

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

async function main(): Promise<number> {
  const seconds = positive('SOAK_SECONDS', 60);
  const connections = positive('SOAK_CONNECTIONS', 50);
  const maxRssGrowthPercent = positive('SOAK_MAX_RSS_GROWTH', 50);
  if (process.env.SOAK_SKIP_BUILD !== '1') {
    console.log('> next build');
    build();
  }
  console.log('> starting the site with the demo data');
  const site = await startSite();
  try {
    console.log(`> soak: ${seconds} s, ${connections} connections`);
    const result = await runSoak({
      url: site.url,
      token: site.token,
      seconds,
      connections,
      serverPid: site.pid,
      maxRssGrowthPercent,
      log: (line) => console.log(line),
    });
    console.log(`\n${renderReport(result)}`);
    return result.failureCount === 0 ? 0 : 1;
  } finally {
    await site.stop();
  }
}

runMain(main, { trace: true });
