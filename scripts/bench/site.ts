import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startSiteProcess, stopProcess, type SiteEntry } from '../lib/server-process';

const ROOT = path.resolve(__dirname, '..', '..');

export interface BenchSite {
  url: string;
  /** The admin's session cookie (`name=value`), for the admin page. */
  sessionCookie: string;
  /** The admin's API token, for `Authorization: Bearer`. */
  token: string;
  /** The server's process id (a new one after `restart`). */
  readonly pid: number;
  /** A public dog page of the demo data. */
  dogPath: string;
  /**
   * Stops the server, then serves the same data directory and environment with `entry` on the
   * same port: the embedded database allows one process at a time.
   */
  restart(entry: SiteEntry): Promise<void>;
  stop(): Promise<void>;
}

function run(args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed with ${result.status}`);
}

/**
 * `npm run seed:demo` with `env`: the embedded database of its DATA_DIR, or DATABASE_URL and S3_*;
 * `args` sizes it (`--dogs N --gallery N`, scripts/lib/seed-args.ts).
 */
export function seedDemo(env: NodeJS.ProcessEnv, args: string[] = []): void {
  run(['--conditions=react-server', '--import', 'tsx', 'scripts/seed-demo.ts', ...args], env);
}

/** `npm run build`, once per benchmark: the numbers are about the code as it is now. */
export function build(): void {
  run([path.join(ROOT, 'server', 'build.mjs')], { ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
}

/**
 * The production server of `npm start` on a free port and a fresh data directory holding the
 * demo data, with its first admin signed up over the API.
 */
/** A benchmark server's environment: production, the embedded database in `dataDir`. */
export function benchEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    AUTH_SECRET: randomBytes(32).toString('hex'),
  };
}

export async function startSite(seedArgs: string[] = []): Promise<BenchSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kennel-bench-'));
  const env = benchEnv(dataDir);
  // The seed opens the embedded database itself, so it runs before the server does.
  seedDemo(env, seedArgs);

  const port = await freePort();
  const url = `http://localhost:${port}`;
  let child = await startSiteProcess(port, env).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const restart = async (entry: SiteEntry) => {
    await stopProcess(child);
    child = await startSiteProcess(port, env, entry);
  };
  try {
    const signup = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Admin',
        email: 'bench@example.com',
        password: randomBytes(8).toString('hex'),
      }),
    });
    if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
    const sessionCookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => /^(__Host-)?session=/.test(c));
    if (!sessionCookie) throw new Error('sign-up set no session cookie');
    const { token } = (await signup.json()) as { token: string };

    const dogs = (await (await fetch(`${url}/api/dogs?status=available`)).json()) as {
      slug: string;
    }[];
    if (!dogs[0]) throw new Error('the demo data holds no available dog');
    return {
      url,
      sessionCookie,
      token,
      get pid() {
        return child.pid!;
      },
      dogPath: `/${dogs[0].slug}`,
      restart,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
