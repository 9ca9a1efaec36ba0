import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { nginxMissing, startNginx } from '../../tests/support/nginx';
import { freePort, stopProcess } from '../lib/server-process';
import type { LoadMeasure } from './budgets';

export const CONNECTIONS = 20;
export const SECONDS = 10;
const WARM_UP_SECONDS = 2;

/** What a browser sends for a page: the answer is compressed and in English. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-US,en;q=0.9',
};

export interface LoadTarget {
  label: string;
  path: string;
  isCachedPage: boolean;
  throughNginx?: boolean;
}

async function hammer(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: BROWSER_HEADERS,
  });
}

/** One target: a warm-up, then the measure. The platform runs measure the home page with it. */
export async function measureTarget(baseUrl: string, target: LoadTarget): Promise<LoadMeasure> {
  await hammer(`${baseUrl}${target.path}`, WARM_UP_SECONDS);
  const result = await hammer(`${baseUrl}${target.path}`, SECONDS);
  const measured: LoadMeasure = {
    label: target.label,
    path: target.path,
    isCachedPage: target.isCachedPage,
    throughNginx: target.throughNginx,
    requestsPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  console.log(
    `  ${target.path}: ${Math.round(measured.requestsPerSec)} req/s, p99 ${measured.p99Ms} ms, ` +
      `${measured.non2xx} non-2xx, ${measured.errors} errors`,
  );
  return measured;
}

/** The page's exact bytes and headers as the site sends them to a browser (still compressed). */
async function record(url: string): Promise<{ headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: BROWSER_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'content-encoding', 'cache-control', 'vary', 'etag']) {
          const value = response.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        resolve({ headers, body: Buffer.concat(chunks).toString('base64') });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * Our throughput per target, then the same page's bytes from memory by a bare node:http server,
 * and as a static file from bare nginx set up as the site's (where nginx is installed).
 */
export async function measureLoad(
  baseUrl: string,
  targets: LoadTarget[],
): Promise<{ targets: LoadMeasure[]; bare: LoadMeasure; bareNginx?: LoadMeasure }> {
  const measured: LoadMeasure[] = [];
  for (const target of targets) measured.push(await measureTarget(baseUrl, target));

  const dir = mkdtempSync(path.join(tmpdir(), 'kennel-bare-'));
  const file = path.join(dir, 'home.json');
  const recording = await record(`${baseUrl}/`);
  writeFileSync(file, JSON.stringify(recording));
  const port = await freePort();
  const child = fork(path.join(__dirname, 'bare-server.mjs'), [file, String(port)], {
    stdio: 'ignore',
  });
  try {
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    });
    const bare = await measureTarget(`http://localhost:${port}`, {
      label: 'Bare node:http, home page from memory',
      path: '/',
      isCachedPage: false,
    });
    if (nginxMissing() || recording.headers['content-encoding'] !== 'gzip') {
      return { targets: measured, bare };
    }
    const page = path.join(dir, 'home.html.gz');
    writeFileSync(page, Buffer.from(recording.body, 'base64'));
    const nginx = await startNginx('127.0.0.1:9', { bareFile: page });
    try {
      const bareNginx = await measureTarget(nginx.url, {
        label: 'Bare nginx, home page as a static file',
        path: '/',
        isCachedPage: false,
      });
      return { targets: measured, bare, bareNginx };
    } finally {
      await nginx.stop();
    }
  } finally {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  }
}
