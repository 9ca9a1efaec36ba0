import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopProcess } from '../lib/server-process';

/** A local load balancer in front of the instances. */
export interface Balancer {
  url: string;
  /** What it is, for the report: "nginx 1.22.1" or "a node:http round-robin proxy". */
  describe: string;
  stop(): Promise<void>;
}

const NGINX = '/usr/sbin/nginx';
const READY_TIMEOUT_MS = 15_000;

/**
 * nginx as a load balancer is usually configured: round robin (its default), HTTP/1.1 with
 * keep-alive connections to the instances, the client's Host passed on, no access log. One
 * worker: 20 connections are little work for it, and on a small machine every core it leaves
 * free goes to the instances. No temp files: answers are buffered in memory or streamed.
 */
function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `worker_processes 1;
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream kennel {
    ${upstreams.map((p) => `server 127.0.0.1:${p};`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://kennel;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_max_temp_file_size 0;
    }
  }
}
`;
}

function nginxVersion(): string {
  const output = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr ?? '';
  return output.match(/nginx\/([\d.]+)/)?.[1] ?? '';
}

/** Resolves once `url` answers the site's health check, so the instances are reachable. */
async function waitForProxy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the load balancer exited: ${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`no answer through the load balancer: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Which load balancer `startBalancer` runs: nginx when /usr/sbin/nginx exists (what a
 * self-hosted deployment would put there), else scripts/bench/round-robin-proxy.mjs.
 * BENCH_BALANCER=node picks the latter anyway, to try it.
 */
export function balancerKind(): 'nginx' | 'a node:http proxy' {
  return existsSync(NGINX) && process.env.BENCH_BALANCER !== 'node' ? 'nginx' : 'a node:http proxy';
}

/** A round-robin load balancer on loopback `port` in front of `upstreams` (127.0.0.1 ports). */
export async function startBalancer(upstreams: number[], port: number): Promise<Balancer> {
  // An address, not `localhost`: it listens on IPv4 loopback only.
  const url = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'kennel-bench-lb-'));
  const useNginx = balancerKind() === 'nginx';
  let child: ChildProcess;
  let output = () => '';
  if (useNginx) {
    const config = path.join(dir, 'nginx.conf');
    writeFileSync(config, nginxConfig(dir, port, upstreams));
    const log = path.join(dir, 'error.log');
    child = spawn(
      NGINX,
      ['-p', dir, '-e', log, '-c', config, '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => (stderr += `${error.message}\n`));
    output = () => `${stderr}${existsSync(log) ? readFileSync(log, 'utf8') : ''}`.trim();
  } else {
    child = fork(path.join(__dirname, 'round-robin-proxy.mjs'), [port, ...upstreams].map(String), {
      stdio: 'ignore',
    });
  }
  const stop = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForProxy(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    describe: useNginx
      ? `nginx ${nginxVersion()} (round robin, keep-alive to the instances, one worker)`
      : `a node:http round-robin proxy (scripts/bench/round-robin-proxy.mjs, keep-alive to the ` +
        `instances; ${existsSync(NGINX) ? 'BENCH_BALANCER=node' : `no ${NGINX}`})`,
    stop,
  };
}
