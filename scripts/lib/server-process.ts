import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port nobody listens on right now, for a server of a test or benchmark. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Waits until `${url}/api/health` answers 2xx; fails early when the server process exits, and
 * after `timeoutMs`. `describe` adds what the server printed to the error.
 */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  { timeoutMs = 60_000, describe = () => '' }: { timeoutMs?: number; describe?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} ${describe()}`.trim());
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`no answer from ${url} ${describe()}`.trim());
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Sends SIGTERM and resolves once the process has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
