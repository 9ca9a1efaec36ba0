import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { client, DOG, signupAdmin } from './support/client';
import { form, jpeg } from './support/images';
import { emptyDataDir, freePort } from '../../scripts/lib/server-process';
import { startServer, TEST_AUTH_SECRET, type TestServer } from './support/server';

// What a stop or a crash does to uploads under way: SIGTERM lets them finish, and neither a
// graceful stop nor a hard kill leaves the database broken or files no image row owns. And a
// `kill` of `npm start` itself stops the server.

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

interface Outcome {
  status?: number;
  body?: any;
  /** The connection's error code when no answer came. */
  error?: string;
}

/** A multipart body of `count` distinct photos, as bytes with its content type. */
async function photos(count: number, seed: number) {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `photo-${seed}-${i}.jpg`,
      data: await jpeg(
        1200,
        900,
        `#${((seed * 40 + i * 9) % 0xfff).toString(16).padStart(3, '0')}`,
      ),
    })),
  );
  const encoded = new Response(form(files));
  return {
    type: encoded.headers.get('content-type')!,
    bytes: Buffer.from(await encoded.arrayBuffer()),
  };
}

/** A multipart POST of `body` as the admin, over a connection of its own. */
function uploadRequest(
  base: string,
  apiPath: string,
  token: string,
  body: { type: string; bytes: Buffer },
  headers: Record<string, string> = {},
) {
  return request(`${base}/api${apiPath}`, {
    method: 'POST',
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': body.type,
      'content-length': body.bytes.length,
      ...headers,
    },
  });
}

/** Settles with the answer's status and body (parsed when JSON), or the error that cut it off. */
function readAnswer(res: IncomingMessage, settle: (outcome: Outcome) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => {
    const text = Buffer.concat(chunks).toString();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    settle({ status: res.statusCode, body: parsed });
  });
  res.on('error', (error: NodeJS.ErrnoException) => settle({ error: error.code }));
}

/**
 * Starts an upload with `Expect: 100-continue` and sends the first half of its body only once
 * the server has answered "100 Continue", i.e. has begun handling it; `finish` sends the rest.
 */
async function startUpload(base: string, apiPath: string, token: string, count: number) {
  const body = await photos(count, Math.floor(Math.random() * 1000));
  const half = Math.floor(body.bytes.length / 2);
  let outcome!: Promise<Outcome>;
  const req = uploadRequest(base, apiPath, token, body, { expect: '100-continue' });
  const begun = new Promise<void>((resolve, reject) => {
    outcome = new Promise<Outcome>((settle) => {
      req.on('response', (res) => readAnswer(res, settle));
      req.on('error', (error: NodeJS.ErrnoException) => {
        settle({ error: error.code ?? error.message });
        reject(error);
      });
    });
    req.on('continue', () => {
      req.write(body.bytes.subarray(0, half), () => resolve());
    });
  });
  await begun;
  return {
    outcome,
    finish() {
      req.end(body.bytes.subarray(half));
    },
  };
}

/** A whole upload sent at once, over a fresh connection. */
async function sendUpload(base: string, apiPath: string, token: string, count: number) {
  const body = await photos(count, Math.floor(Math.random() * 1000));
  return new Promise<Outcome>((settle) => {
    const req = uploadRequest(base, apiPath, token, body);
    req.on('response', (res) => readAnswer(res, settle));
    req.on('error', (error: NodeJS.ErrnoException) => settle({ error: error.code }));
    req.end(body.bytes);
  });
}

/** Resolves once nothing listens on the server's port any more (bounded). */
async function refusesConnections(base: string): Promise<void> {
  const { hostname, port } = new URL(base);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) =>
        resolve(error.code === 'ECONNREFUSED'),
      );
    });
    if (refused) return;
    if (Date.now() > deadline) throw new Error('the server still accepts connections');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const uploadsDir = (s: TestServer) => path.join(s.dataDir, 'uploads');
function filesOnDisk(s: TestServer): string[] {
  try {
    return readdirSync(uploadsDir(s)).sort();
  } catch {
    return [];
  }
}

const keyOf = (url: string) => url.slice('/api/uploads/'.length);

/** Every variant key some image row holds, through the API: all dogs' photos and the gallery's. */
async function referencedKeys(call: ReturnType<typeof client>, token: string): Promise<string[]> {
  const dogs = await call<any[]>('/admin/dogs', { token });
  const gallery = await call<any[]>('/gallery');
  expect(dogs.status).toBe(200);
  expect(gallery.status).toBe(200);
  const images = [...dogs.body.flatMap((d) => d.images), ...gallery.body];
  return images.flatMap((i: any) => i.variants.map((v: any) => keyOf(v.url))).sort();
}

/** Each image is listed where it was uploaded, in that order, and each of its files is served. */
async function expectIntact(
  s: TestServer,
  call: ReturnType<typeof client>,
  token: string,
  uploads: { dogId?: number; images: any[] }[],
) {
  const gallery = (await call<any[]>('/gallery')).body;
  for (const upload of uploads) {
    const listed =
      upload.dogId === undefined
        ? gallery
        : (await call<any>(`/admin/dogs/${upload.dogId}`, { token })).body.images;
    expect(listed.map((i: any) => i.id)).toEqual(
      expect.arrayContaining(upload.images.map((i) => i.id)),
    );
    for (const variant of upload.images.flatMap((i) => i.variants)) {
      const served = await fetch(`${s.url}${variant.url}`);
      expect(served.status, variant.url).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  }
}

describe('SIGTERM during uploads', () => {
  it('finishes the uploads under way, refuses new connections, and loses nothing', async () => {
    server = await startServer();
    const s = server;
    const call = client(s.url);
    const token = await signupAdmin(call);
    const dogIds: number[] = [];
    for (const name of ['Term One', 'Term Two', 'Term Three']) {
      dogIds.push((await call<any>('/admin/dogs', { token, json: { ...DOG, name } })).body.id);
    }

    // Three uploads the server has begun reading (half their bytes sent), one to each place…
    const begun = await Promise.all([
      startUpload(s.url, `/admin/dogs/${dogIds[0]}/images`, token, 3),
      startUpload(s.url, `/admin/dogs/${dogIds[1]}/images`, token, 3),
      startUpload(s.url, '/admin/gallery', token, 3),
    ]);
    // …and two sent whole just before the signal: being processed, or about to be.
    const whole = [
      sendUpload(s.url, `/admin/dogs/${dogIds[2]}/images`, token, 4),
      sendUpload(s.url, '/admin/gallery', token, 2),
    ];
    const exited = s.kill('SIGTERM');

    await refusesConnections(s.url);
    // The server is stopping now: the rest of the begun uploads' bytes arrive only after that.
    for (const upload of begun) upload.finish();
    const late = await sendUpload(s.url, `/admin/dogs/${dogIds[2]}/images`, token, 1);
    expect(late.error).toBe('ECONNREFUSED');

    const begunOutcomes = await Promise.all(begun.map((u) => u.outcome));
    for (const outcome of begunOutcomes) {
      expect(outcome.status, JSON.stringify(outcome)).toBe(201);
      expect(outcome.body.errors).toEqual([]);
    }
    const wholeOutcomes = await Promise.all(whole);
    for (const outcome of wholeOutcomes) {
      // Answered normally, or closed before it was read: never a server error.
      if (outcome.status !== undefined) expect(outcome.status).toBe(201);
      else expect(['ECONNRESET', 'ECONNREFUSED', 'EPIPE']).toContain(outcome.error);
    }
    expect(await exited).toEqual({ code: 143, signal: null });

    await s.restart();
    expect((await call('/health')).status).toBe(200);
    const committed = [
      { dogId: dogIds[0], outcome: begunOutcomes[0]!, count: 3 },
      { dogId: dogIds[1], outcome: begunOutcomes[1]!, count: 3 },
      { dogId: undefined, outcome: begunOutcomes[2]!, count: 3 },
      { dogId: dogIds[2], outcome: wholeOutcomes[0]!, count: 4 },
      { dogId: undefined, outcome: wholeOutcomes[1]!, count: 2 },
    ].filter((u) => u.outcome.status === 201);
    await expectIntact(
      s,
      call,
      token,
      // A dog's answer lists all its photos; the gallery's, every gallery photo so far.
      committed.map((u) => ({ dogId: u.dogId, images: u.outcome.body.images })),
    );
    for (const u of committed.filter((c) => c.dogId !== undefined)) {
      expect(u.outcome.body.images).toHaveLength(u.count);
    }
    expect(filesOnDisk(s)).toEqual(await referencedKeys(call, token));
  });
});

describe('a crash during an upload', () => {
  it('opens the database again and removes the files no image row owns', async () => {
    server = await startServer();
    const s = server;
    const call = client(s.url);
    const token = await signupAdmin(call);
    const dogId = (await call<any>('/admin/dogs', { token, json: { ...DOG, name: 'Crash Dog' } }))
      .body.id;
    const kept = await sendUpload(s.url, `/admin/dogs/${dogId}/images`, token, 2);
    expect(kept.status).toBe(201);
    const before = new Set(filesOnDisk(s));

    // SIGKILL as soon as the next upload's first file lands, before its rows are committed or,
    // on a slow machine, just after: its six photos must then be all there or none.
    mkdirSync(uploadsDir(s), { recursive: true });
    let exited: ReturnType<TestServer['kill']> | undefined;
    const watcher = watch(uploadsDir(s), (_event, name) => {
      if (!exited && name && !before.has(name)) exited = s.kill('SIGKILL');
    });
    const crashed = await sendUpload(s.url, `/admin/dogs/${dogId}/images`, token, 6);
    watcher.close();
    if (crashed.status !== undefined) expect(crashed.status).toBe(201);
    expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });

    const planted = `${randomUUID()}-320.webp`;
    let written: string[] = [];
    await s.restart(async () => {
      written = filesOnDisk(s).filter((name) => !before.has(name));
      // What a crash between writing a file and committing its row leaves, for certain.
      writeFileSync(path.join(uploadsDir(s), planted), 'RIFF....WEBP');
    });
    expect(written.length).toBeGreaterThan(0);
    expect((await call('/health')).status).toBe(200);
    const dog = (await call<any>(`/admin/dogs/${dogId}`, { token })).body;
    const ids = dog.images.map((i: any) => i.id);
    expect(ids.slice(0, 2)).toEqual(kept.body.images.map((i: any) => i.id));
    expect(crashed.status === 201 ? [8] : [2, 8]).toContain(ids.length);
    await expectIntact(s, call, token, [{ dogId, images: dog.images }]);
    const files = filesOnDisk(s);
    expect(files).not.toContain(planted);
    expect(files).toEqual(await referencedKeys(call, token));
  });
});

/** The processes `pid` started, and theirs (Linux: /proc). */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // Gone already.
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Whether a process with this id still runs (one that ended but was not yet reaped does not). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Resolves once `check` holds; fails after `ms`. */
async function until(check: () => Promise<boolean> | boolean, what: string, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('kill of npm start', () => {
  it('stops the server: npm leaves no process of its own behind', async () => {
    const port = await freePort();
    const dataDir = emptyDataDir('kennel-api-');
    const url = `http://localhost:${port}`;
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: path.resolve(__dirname, '../..'),
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        AUTH_SECRET: TEST_AUTH_SECRET,
        DATABASE_URL: '',
        FORCE_BUILD: '0',
      },
      stdio: 'ignore',
    });
    const answers = () =>
      fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
    const started = async () => {
      if (npm.exitCode !== null) throw new Error(`npm start ended with ${npm.exitCode}`);
      return answers();
    };
    const processes: number[] = [];
    try {
      await until(started, 'answering', 60_000);
      processes.push(...descendants(npm.pid!));
      expect(processes.length).toBeGreaterThan(0);
      const ended = new Promise((resolve) => npm.once('exit', resolve));
      npm.kill('SIGTERM');
      await ended;
      // The drain takes 10 s at most.
      await until(() => processes.every((pid) => !alive(pid)), 'stopped', 12_000);
      expect(await answers()).toBe(false);
    } finally {
      for (const pid of [npm.pid!, ...processes]) if (alive(pid)) process.kill(pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
