import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// `npm start` builds first when it must (server/build.mjs); a `kill` of it meanwhile must not
// leave `next build` running on its own.

const BUILD = pathToFileURL(path.resolve(__dirname, '../../server/build.mjs')).href;

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Whether a process with this id is still there. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once `check` holds; fails after 4 s. */
async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 4_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`still not ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a build under way', () => {
  it('ends when the process that started it gets SIGTERM', async () => {
    // A stand-in for `next build` that runs until it is stopped, in a folder of its own.
    root = mkdtempSync(path.join(tmpdir(), 'kennel-build-'));
    const bin = path.join(root, 'node_modules', 'next', 'dist', 'bin');
    mkdirSync(bin, { recursive: true });
    const pidFile = path.join(root, 'build.pid');
    writeFileSync(
      path.join(bin, 'next'),
      `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));
       setInterval(() => {}, 1000);`,
    );
    const starter = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { build } = await import(${JSON.stringify(BUILD)});
         process.exit(await build(${JSON.stringify(root)}));`,
      ],
      { stdio: 'ignore' },
    );
    let builder = 0;
    try {
      await until(() => {
        try {
          builder = Number(readFileSync(pidFile, 'utf8'));
        } catch {
          // Not started yet.
        }
        return builder > 0;
      }, 'building');
      const ended = once(starter, 'exit');
      starter.kill('SIGTERM');
      const [code, signal] = await ended;
      await until(() => !alive(builder), 'stopped');
      // It says how it ended, as a shell reports a process ended by SIGTERM.
      expect({ code, signal }).toEqual({ code: 143, signal: null });
    } finally {
      if (builder && alive(builder)) process.kill(builder, 'SIGKILL');
      starter.kill('SIGKILL');
    }
  });
});
