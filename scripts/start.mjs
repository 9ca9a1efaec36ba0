#!/usr/bin/env node
// `npm start`: serves the production build on PORT (default 3000), building it first when no
// build exists (or when FORCE_BUILD=1). DATA_DIR (default ./data) is created when missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: path.resolve(root, process.env.DATA_DIR || 'data'),
};
const port = process.env.PORT || '3000';

mkdirSync(env.DATA_DIR, { recursive: true });

if (process.env.FORCE_BUILD === '1' || !existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('> No production build yet: building it once (next build)…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// No `-H 127.0.0.1`: it breaks the locale rewrite; Next listens on every interface by default.
const server = spawn(process.execPath, [nextBin, 'start', '-p', port], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
