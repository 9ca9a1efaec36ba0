import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

/** A throwaway Redis on a loopback port; `stop()` and `start()` take it down and up on that port. */
export interface RedisServer {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s); its data is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty; resolves once it answers PING. */
  start(): Promise<void>;
  /** Freezes the running server (SIGSTOP): connections stay open, nothing is answered. */
  pause(): void;
  /** Lets a paused server go on (SIGCONT). */
  resume(): void;
}

/** The redis-server binary: REDIS_SERVER, or the one on PATH (Debian: /usr/bin/redis-server). */
const BINARY = process.env.REDIS_SERVER || 'redis-server';
const READY_TIMEOUT_MS = 10_000;

const running = new Set<ChildProcess>();
let exitHook = false;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether a Redis answers PING on the port. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  let output = '';

  if (!exitHook) {
    exitHook = true;
    process.once('exit', () => {
      for (const proc of running) proc.kill('SIGKILL');
    });
  }

  async function start(): Promise<void> {
    if (child) return;
    output = '';
    const proc = spawn(
      BINARY,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        // As the README asks of a production Redis: bounded, the oldest cached pages leave first.
        '--maxmemory',
        '64mb',
        '--maxmemory-policy',
        'volatile-lru',
        '--daemonize',
        'no',
        '--loglevel',
        'warning',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = proc;
    running.add(proc);
    proc.stdout?.on('data', (chunk) => (output += chunk));
    proc.stderr?.on('data', (chunk) => (output += chunk));
    const failed = new Promise<never>((_, reject) => {
      proc.once('error', reject);
      proc.once('exit', (code) =>
        reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)),
      );
    });
    failed.catch(() => {});
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await Promise.race([answersPing(port), failed]))) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`redis-server on port ${port} did not answer within 10 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function stop(): Promise<void> {
    const proc = child;
    if (!proc) return;
    child = null;
    if (proc.exitCode === null && proc.signalCode === null) {
      const exited = once(proc, 'exit');
      proc.kill('SIGCONT');
      proc.kill('SIGTERM');
      const killer = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    }
    running.delete(proc);
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
  };
}
