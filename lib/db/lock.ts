import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Another live process holds the data folder (the site, or a script). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dir} is in use by process ${pid}. Stop it first, or use another DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no cross-process lock and two processes on one data folder corrupt it: claim the
 * folder with a pid file, taking it over only from a process that no longer runs.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
        } catch {
          // Already gone.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner === process.pid) return () => {};
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
        throw new DataDirInUseError(dir, owner);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
