import { spawnSync } from 'node:child_process';

/**
 * Something a platform run needs is not on this machine and cannot be installed here (no root,
 * no apt-get): the run is skipped with this message, and no budget is missed.
 */
export class MissingPiece extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MissingPiece';
  }
}

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** Whether `command -v name` finds it (on PATH, or an absolute path that exists). */
export function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', 'command -v "$1"', 'sh', name], { stdio: 'ignore' }).status === 0;
}

/**
 * Installs Debian's `pkg` with apt-get unless `present()` already holds, as .ci/run and
 * .ci/postgres.sh do on a clean CI machine. Throws MissingPiece when it cannot: not root, no
 * apt-get, or the installation failed.
 */
export function ensureDebianPackage(pkg: string, present: () => boolean): void {
  if (present()) return;
  if (!isRoot() || !hasCommand('apt-get')) {
    throw new MissingPiece(`${pkg} is not installed, and installing it needs root and apt-get`);
  }
  console.log(`  installing Debian's ${pkg}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) => spawnSync('apt-get', args, { env, stdio: 'inherit' }).status;
  if (apt(['update', '-q']) !== 0) throw new MissingPiece(`apt-get update failed (for ${pkg})`);
  if (apt(['install', '-y', '-q', '--no-install-recommends', pkg]) !== 0 || !present()) {
    throw new MissingPiece(`apt-get could not install ${pkg}`);
  }
}
