// @ts-check
// Which sources a production build was made from, so that `npm start` rebuilds after an update
// (`git pull`, a new release unpacked over the old one) and starts at once when nothing changed.
// The stamp is a SHA-256 over every file the build reads — names and contents — and the
// NEXT_PUBLIC_* variables it inlines, kept in `.next/source-stamp` by `npm run build`.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Folders and root files the build reads. Tests, scripts, docs and server/ (loaded as it is at
 * run time) do not change the build.
 */
const SOURCE_DIRS = ['app', 'components', 'features', 'i18n', 'lib', 'messages', 'public'];
const SOURCE_FILES = [
  'global.d.ts',
  'instrumentation-client.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'package-lock.json',
  'package.json',
  'proxy.ts',
  'tsconfig.json',
];
/** Written by the build itself (next-intl's message declarations). */
const GENERATED = /\.d\.json\.ts$/;

/** @param {string} root */
const stampFile = (root) => path.join(root, '.next', 'source-stamp');

/**
 * The files the build reads, relative to `root`, sorted.
 * @param {string} root
 */
function sourceFiles(root) {
  /** @type {string[]} */
  const files = SOURCE_FILES.filter((name) => existsSync(path.join(root, name)));
  for (const dir of SOURCE_DIRS) {
    if (!existsSync(path.join(root, dir))) continue;
    for (const entry of readdirSync(path.join(root, dir), {
      recursive: true,
      withFileTypes: true,
    })) {
      if (!entry.isFile() || GENERATED.test(entry.name)) continue;
      files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
    }
  }
  return files.sort();
}

/**
 * The stamp of the sources in `root` as they are now.
 * @param {string} root
 * @param {Record<string, string | undefined>} [env]
 */
export function sourceStamp(root, env = process.env) {
  const hash = createHash('sha256');
  for (const file of sourceFiles(root)) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  for (const name of Object.keys(env).sort()) {
    if (name.startsWith('NEXT_PUBLIC_')) hash.update(`${name}=${env[name]}\0`);
  }
  return hash.digest('hex');
}

/**
 * Why the build in `root` cannot be served as it is, or null when it matches the sources.
 * @param {string} root
 * @param {string} [stamp]  the sources' stamp, when already worked out
 * @returns {'missing' | 'changed' | null}
 */
export function staleBuild(root, stamp = sourceStamp(root)) {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) return 'missing';
  try {
    return readFileSync(stampFile(root), 'utf8').trim() === stamp ? null : 'changed';
  } catch {
    return 'changed';
  }
}

/**
 * Records that the build in `root` was made from sources with this stamp.
 * @param {string} root
 * @param {string} stamp
 */
export function writeStamp(root, stamp) {
  writeFileSync(stampFile(root), `${stamp}\n`);
}
