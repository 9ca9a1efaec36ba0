import 'server-only';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The system's ffmpeg and ffprobe (Debian: `apt install ffmpeg`): FFMPEG_PATH / FFPROBE_PATH,
 * else found on PATH. Run without a shell (argument arrays), under `nice` where there is one,
 * killed when they overrun their time or the server exits.
 */
const tool = (name: 'ffmpeg' | 'ffprobe') =>
  (name === 'ffmpeg' ? process.env.FFMPEG_PATH : process.env.FFPROBE_PATH) || name;

const NICE = ['/usr/bin/nice', '/bin/nice'].find((p) => existsSync(p));

export class ToolFailed extends Error {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'ToolFailed';
  }
}

const running = new Set<ReturnType<typeof spawn>>();
let exitHook = false;

/** Runs `name` with `args`; resolves with its standard output, rejects with ToolFailed. */
export function runTool(
  name: 'ffmpeg' | 'ffprobe',
  args: string[],
  { timeoutMs = 60_000 }: { timeoutMs?: number } = {},
): Promise<string> {
  if (!exitHook) {
    exitHook = true;
    // A conversion must not outlive the server (it would write to a file nobody reads).
    process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));
  }
  const [command, ...rest] = NICE ? [NICE, '-n', '10', tool(name), ...args] : [tool(name), ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(command!, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    const out: Buffer[] = [];
    let err = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
    // Only the end of the log is kept: it says why it failed.
    child.stderr!.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
    child.on('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      reject(new ToolFailed(`${name}: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      running.delete(child);
      if (code === 0 && !timedOut) resolve(Buffer.concat(out).toString());
      else
        reject(new ToolFailed(timedOut ? `${name} timed out` : `${name}: ${err.trim()}`, timedOut));
    });
  });
}

let available: Promise<boolean> | undefined;

/** Whether ffmpeg and ffprobe run here (asked once per process). */
export function videoToolsAvailable(): Promise<boolean> {
  available ??= Promise.all([
    runTool('ffmpeg', ['-hide_banner', '-version'], { timeoutMs: 10_000 }),
    runTool('ffprobe', ['-hide_banner', '-version'], { timeoutMs: 10_000 }),
  ]).then(
    () => true,
    () => false,
  );
  return available;
}
