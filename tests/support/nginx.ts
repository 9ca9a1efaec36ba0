import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { freePort } from '../../scripts/lib/server-process';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/**
 * The real nginx in front of a site, configured by deploy/nginx/kennel.conf.template exactly as
 * docs/deployment.md renders it (envsubst with the five placeholders named), in a throw-away prefix: its
 * own nginx.conf, pid, logs, temp folders and cache, run as the current user in the foreground.
 */
export interface NginxServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** The rendered kennel.conf, for a test that reads what it runs with. */
  config: string;
  /** What nginx wrote to its error log so far. */
  errors(): string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..');
const TEMPLATE = path.join(ROOT, 'deploy', 'nginx', 'kennel.conf.template');
const PLACEHOLDERS = [
  'KENNEL_LISTEN',
  'KENNEL_UPSTREAM',
  'KENNEL_CACHE_DIR',
  'KENNEL_SERVER_NAME',
  'KENNEL_APP_DIR',
];
/** Debian's nginx; NGINX overrides. */
const CANDIDATES = [process.env.NGINX, '/usr/sbin/nginx', 'nginx'].filter(Boolean) as string[];
const READY_TIMEOUT_MS = 10_000;

/** The nginx binary, or null when none is installed (CI installs it: .ci/run). */
export function nginxBinary(): string | null {
  for (const candidate of CANDIDATES) {
    if (candidate.includes('/') && !existsSync(candidate)) continue;
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

/** Why nginx tests cannot run here, or null when they can. */
export function nginxMissing(): string | null {
  if (!nginxBinary())
    return 'nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)';
  if (spawnSync('envsubst', ['--version'], { stdio: 'ignore' }).status !== 0) {
    return 'envsubst is not installed (apt-get install gettext-base)';
  }
  return null;
}

/** Renders `template` with envsubst, naming only our placeholders, as docs/deployment.md does. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  const shell = PLACEHOLDERS.map((name) => `\${${name}}`).join(' ');
  const rendered = spawnSync('envsubst', [shell], {
    input: readFileSync(template),
    env: { ...process.env, ...values },
    encoding: 'utf8',
  });
  if (rendered.status !== 0) throw new Error(`envsubst failed: ${rendered.stderr}`);
  return rendered.stdout;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts nginx on a free loopback port in front of `upstream` (`host:port` of the site), serving
 * `/_next/static` from `appDir` (this checkout by default); resolves once it accepts connections.
 * `bareFile`: instead, bare nginx with the same settings serving that one gzipped HTML file at
 * every path (the bench's baseline).
 */
export async function startNginx(
  upstream: string,
  { appDir = ROOT, bareFile }: { appDir?: string; bareFile?: string } = {},
): Promise<NginxServer> {
  const binary = nginxBinary();
  if (!binary) throw new Error(nginxMissing()!);
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), 'kennel-nginx-'));
  for (const dir of ['logs', 'temp', 'cache', 'snippets']) mkdirSync(path.join(prefix, dir));
  // Debian's module snippets name their files relative to the prefix (modules/…).
  symlinkSync('/usr/lib/nginx/modules', path.join(prefix, 'modules'));
  const config = bareFile
    ? `server {
    listen 127.0.0.1:${port};
    access_log off;
    location / {
        default_type text/html;
        add_header Content-Encoding gzip;
        alias ${bareFile};
    }
}
`
    : renderTemplate(TEMPLATE, {
        KENNEL_LISTEN: `127.0.0.1:${port}`,
        KENNEL_UPSTREAM: upstream,
        KENNEL_CACHE_DIR: path.join(prefix, 'cache'),
        KENNEL_SERVER_NAME: 'localhost',
        KENNEL_APP_DIR: appDir,
      });
  writeFileSync(path.join(prefix, 'kennel.conf'), config);
  const temp = (name: string) => path.join(prefix, 'temp', name);
  // As Debian's /etc/nginx/nginx.conf (a worker per core), minus what needs root: the modules it
  // enables, the kennel's config inside http {}.
  const user = userInfo();
  const root = user.uid === 0 ? `user ${user.username};\n` : '';
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${root}daemon off;
worker_processes auto;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'logs', 'error.log')} warn;
include /etc/nginx/modules-enabled/*.conf;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log ${path.join(prefix, 'logs', 'access.log')};
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${path.join(prefix, 'kennel.conf')};
}
`,
  );
  const errorLog = path.join(prefix, 'logs', 'error.log');
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', errorLog];
  const checked = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t refused the config:\n${checked.stderr}`);
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const errors = () => {
    try {
      return readFileSync(errorLog, 'utf8') + stderr;
    } catch {
      return stderr;
    }
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start: ${errors()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    config,
    errors,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        // SIGQUIT: nginx's graceful stop, finishing the requests under way.
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
