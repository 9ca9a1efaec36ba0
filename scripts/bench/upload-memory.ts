// `npm run bench:uploads`: the server's memory under heavy photo uploads. Serves the last build
// (`npm run build` first) on an empty data folder, signs an admin up, then UPLOAD_CLIENTS (6)
// clients each send UPLOAD_FILES (10) 16-bit 6324×6324 PNGs of about 460 KB (ten fit in one
// request under the 4.5 MB limit) to the gallery at once, as one request each. Prints the
// server's RSS before, at its peak (sampled every 20 ms) and UPLOAD_SETTLE_MS (5000) after the
// last answer, and the answers' statuses. Exits non-zero when the peak passes UPLOAD_MAX_RSS_MB
// (600), the RSS after stays more than UPLOAD_MAX_HELD_MB (150) above the one before, or an
// answer is neither 201 nor 503 with Retry-After (the queue full).
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { emptyDataDir, freePort, startSiteProcess, stopProcess } from '../lib/server-process';
import { runMain } from '../lib/run-main';
import { heavyPngs } from './heavy-png';
import { benchEnv } from './site';

const MB = 2 ** 20;

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** The resident memory of process `pid`, in bytes (Linux). */
export function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb[1]) * 1024;
}

/** Samples `pid`'s RSS every 20 ms until stopped; `stop` answers the highest seen. */
export function watchPeakRss(pid: number): { stop(): number } {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // The process ended; its last sample stands.
    }
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

export interface UploadAnswer {
  status: number;
  retryAfter: string | null;
  message?: string;
}

/** Sends `files` to the gallery as one multipart request with the admin's `token`. */
export async function uploadToGallery(
  url: string,
  token: string,
  files: Buffer[],
  prefix: string,
): Promise<UploadAnswer> {
  const body = new FormData();
  files.forEach((data, i) =>
    body.append(
      'images',
      new Blob([new Uint8Array(data)], { type: 'image/png' }),
      `${prefix}-${i}.png`,
    ),
  );
  const response = await fetch(`${url}/api/admin/gallery`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    message: answer.message,
  };
}

/** Signs the first admin up on a fresh site; answers the API token. */
export async function signUpAdmin(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Admin',
      email: 'bench@example.com',
      password: `Bench${randomBytes(4).toString('hex')}`,
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

async function main(): Promise<number> {
  const clients = positive('UPLOAD_CLIENTS', 6);
  const perClient = positive('UPLOAD_FILES', 10);
  const settleMs = positive('UPLOAD_SETTLE_MS', 5000);
  const maxRss = positive('UPLOAD_MAX_RSS_MB', 600) * MB;
  const maxHeld = positive('UPLOAD_MAX_HELD_MB', 150) * MB;

  console.log(`> making ${perClient} heavy PNGs`);
  const files = heavyPngs(perClient);
  console.log(`  ${files.map((f) => Math.round(f.length / 1000)).join(', ')} KB`);

  const dataDir = emptyDataDir('kennel-bench-uploads-');
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const server = await startSiteProcess(port, benchEnv(dataDir));
  try {
    const token = await signUpAdmin(url);
    const pid = server.pid!;
    const before = rssOf(pid);
    console.log(`> ${clients} parallel uploads of ${perClient} files`);
    const watch = watchPeakRss(pid);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: clients }, (_, c) => uploadToGallery(url, token, files, `c${c}`)),
    );
    const seconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const peak = watch.stop();
    const after = rssOf(pid);

    const statuses = answers.map((a) => `${a.status}${a.status >= 400 ? ` ${a.message}` : ''}`);
    console.log(`  answers in ${seconds.toFixed(1)} s: ${statuses.join(', ')}`);
    console.log(`  RSS before ${mb(before)}, peak ${mb(peak)}, ${settleMs} ms after ${mb(after)}`);

    const failures: string[] = [];
    if (peak > maxRss) failures.push(`peak RSS ${mb(peak)} over ${mb(maxRss)}`);
    if (after - before > maxHeld) failures.push(`${mb(after - before)} still held afterwards`);
    for (const a of answers) {
      if (a.status === 201 || (a.status === 503 && a.retryAfter)) continue;
      failures.push(`an upload answered ${a.status} ${a.message ?? ''}`.trim());
    }
    for (const failure of failures) console.error(`FAIL: ${failure}`);
    return failures.length ? 1 : 0;
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) runMain(main);
