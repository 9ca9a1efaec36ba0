import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startSiteProcess, stopProcess, type SiteEntry } from '../lib/server-process';
import { nginxMissing, startNginx, type NginxServer } from '../../tests/support/nginx';
import { addVideoDog } from './video';

const ROOT = path.resolve(__dirname, '..', '..');

export interface BenchSite {
  /** Where visitors reach the site: nginx in front (deploy/nginx), else `next start` itself. */
  url: string;
  /** `next start` itself, without nginx. */
  directUrl: string;
  /** Why nginx is not in front (BENCH_NGINX=0, or not installed), or null when it is. */
  withoutNginx: string | null;
  /** The admin's session cookie (`name=value`), for the admin page. */
  sessionCookie: string;
  /** The admin's API token, for `Authorization: Bearer`. */
  token: string;
  /** The server's process id (a new one after `restart`). */
  readonly pid: number;
  /** A public dog page of the demo data. */
  dogPath: string;
  /** The page of a litter the bench adds to the demo data (addLitter). */
  litterPath: string;
  /** The page of a news post with a photo the bench adds (addNewsPost). */
  newsPath: string;
  /** The verification page of that dog: `/verify/{code}`. */
  verifyPath: string;
  /** A puppy's page with a video (`npm run bench` only), or null without ffmpeg. */
  videoDogPath: string | null;
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

export async function startSite(
  seedArgs: string[] = [],
  options: { video?: boolean } = {},
): Promise<BenchSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kennel-bench-'));
  const env = benchEnv(dataDir);
  // The seed opens the embedded database itself, so it runs before the server does.
  seedDemo(env, seedArgs);

  // Behind nginx, as a breeder's own server runs it (docs/deployment.md).
  const withoutNginx = process.env.BENCH_NGINX === '0' ? 'BENCH_NGINX=0' : nginxMissing();
  if (!withoutNginx) env.TRUST_PROXY = '1';
  const port = await freePort();
  const directUrl = `http://localhost:${port}`;
  let child = await startSiteProcess(port, env).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  let nginx: NginxServer | null = null;
  const stop = async () => {
    await nginx?.stop();
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const restart = async (entry: SiteEntry) => {
    await stopProcess(child);
    child = await startSiteProcess(port, env, entry);
  };
  try {
    if (!withoutNginx) nginx = await startNginx(`127.0.0.1:${port}`);
    const url = nginx?.url ?? directUrl;
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
      verifyCode: string | null;
    }[];
    if (!dogs[0]) throw new Error('the demo data holds no available dog');
    const litterPath = await addLitter(url, token);
    await addHeroPhoto(url, token);
    const newsPath = await addNewsPost(url, token);
    const videoDogPath = options.video ? await addVideoDog(url, token) : null;
    return {
      url,
      directUrl,
      withoutNginx,
      sessionCookie,
      token,
      get pid() {
        return child.pid!;
      },
      dogPath: `/${dogs[0].slug}`,
      verifyPath: `/verify/${dogs[0].verifyCode}`,
      litterPath,
      newsPath,
      videoDogPath,
      restart,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Calls the API as the breeder (`token`): JSON in and out, any status but 2xx thrown. */
function adminApi(url: string, token: string) {
  return async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${url}/api${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(typeof init.body === 'string' && { 'content-type': 'application/json' }),
      },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
}

/**
 * A litter over the admin API (the demo data has none): two parents, a born litter with a
 * photo (one of a demo dog's), and two of the demo puppies in it. Answers its page's path.
 */
async function addLitter(url: string, token: string): Promise<string> {
  const call = adminApi(url, token);
  const post = <T>(path: string, body: unknown) =>
    call<T>(path, { method: 'POST', body: JSON.stringify(body) });
  const parent = { color: 'blue', birthday: '2021-04-05', kind: 'parent', price: null };
  const mother = await post<{ id: number }>('/admin/dogs', {
    ...parent,
    name: 'Bench Mama',
    gender: 'female',
    registration: 'MET.FB.1/21',
    healthTests: [{ name: 'BOAS', result: 'Grade 1', date: '2024-05-01' }],
  });
  const father = await post<{ id: number }>('/admin/dogs', {
    ...parent,
    name: 'Bench Papa',
    gender: 'male',
  });
  const bornAt = new Date(Date.now() - 35 * 86_400_000).toISOString().slice(0, 10);
  const litter = await post<{ id: number; slug: string }>('/admin/litters', {
    motherId: mother.id,
    fatherId: father.id,
    status: 'born',
    bornAt,
    born: { males: 2, females: 2, colors: { blue: 3, lilac: 1 } },
    note: { en: 'A calm, healthy litter.', hu: 'Nyugodt, egészséges alom.' },
  });
  const puppies = await call<{ id: number; images: { url: string }[] }[]>('/dogs?status=available');
  const photo = puppies.find((p) => p.images[0])?.images[0];
  if (photo) {
    const bytes = await (await fetch(`${url}${photo.url}`)).arrayBuffer();
    const upload = new FormData();
    upload.append('images', new Blob([bytes], { type: 'image/webp' }), 'litter.webp');
    await call('/admin/litters/' + litter.id + '/images', { method: 'POST', body: upload });
  }
  for (const puppy of puppies.slice(1, 3)) {
    await call(`/admin/dogs/${puppy.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ litterId: litter.id }),
    });
  }
  return `/litters/${litter.slug}`;
}

/**
 * A news post over the admin API (the demo data has none) with a demo dog's photo as
 * its cover, written in the three languages. Answers its page's path.
 */
async function addNewsPost(url: string, token: string): Promise<string> {
  const auth = { Authorization: `Bearer ${token}` };
  const text = (words: string) => `<p>${words}</p>`.repeat(4);
  const created = await fetch(`${url}/api/admin/news`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: { en: 'Our puppies met the sea', hu: 'A kölykök a tengernél', de: 'Welpen am Meer' },
      body: {
        en: text('A long, happy day at the lake with the whole family and every puppy.'),
        hu: text('Hosszú, boldog nap a tónál az egész családdal és minden kölyökkel.'),
        de: text('Ein langer, glücklicher Tag am See mit der ganzen Familie und allen Welpen.'),
      },
      publishAt: new Date(Date.now() - 3_600_000).toISOString(),
    }),
  });
  if (created.status !== 201) throw new Error(`POST /admin/news: ${created.status}`);
  const post = (await created.json()) as { id: number; slug: string };
  const dogs = (await (await fetch(`${url}/api/dogs?status=available`)).json()) as {
    images: { url: string }[];
  }[];
  const photo = dogs.find((d) => d.images[0])?.images[0];
  if (photo) {
    const bytes = await (await fetch(`${url}${photo.url}`)).arrayBuffer();
    const upload = new FormData();
    upload.append('images', new Blob([bytes], { type: 'image/webp' }), 'news.webp');
    await fetch(`${url}/api/admin/news/${post.id}/images`, {
      method: 'POST',
      headers: auth,
      body: upload,
    });
  }
  return `/news/${post.slug}`;
}

/**
 * The home page's hero as the breeder sets it: a demo dog's photo uploaded as a page
 * photo, chosen for the hero and published, so the bench measures a photo as the LCP element.
 */
async function addHeroPhoto(url: string, token: string): Promise<void> {
  const call = adminApi(url, token);
  const dogs = await call<{ images: { url: string }[] }[]>('/dogs?status=available');
  const photo = dogs.find((dog) => dog.images[0])?.images[0];
  if (!photo) throw new Error('the demo data holds no photo for the hero');
  const bytes = await (await fetch(`${url}${photo.url}`)).arrayBuffer();
  const upload = new FormData();
  upload.append('images', new Blob([bytes], { type: 'image/webp' }), 'hero.webp');
  const { images } = await call<{ images: { id: number }[] }>('/admin/pages/home/photos', {
    method: 'POST',
    body: upload,
  });
  const { version } = await call<{ version: number }>('/admin/pages/home');
  const saved = await call<{ version: number }>('/admin/pages/home', {
    method: 'PUT',
    body: JSON.stringify({ version, content: { heroPhoto: images.at(-1)!.id } }),
  });
  await call('/admin/pages/home/publish', {
    method: 'POST',
    body: JSON.stringify({ version: saved.version }),
  });
}
