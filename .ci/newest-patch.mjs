// CI runs on the newest patch of the framework: it fails while a newer patch release of the minor
// package.json pins (next, React) is out, naming it, so the suite that passes has run on it.
// Taking it is README's "Dependencies" (server/next-private.mjs checks the rest).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const PACKAGES = ['next', 'eslint-config-next', 'react', 'react-dom'];
const { dependencies = {}, devDependencies = {} } = JSON.parse(
  readFileSync('package.json', 'utf8'),
);

/** @param {string} version */
const parts = (version) => version.split('.').map(Number);

let behind = 0;
for (const name of PACKAGES) {
  const pinned = dependencies[name] ?? devDependencies[name];
  if (!pinned) continue;
  const [major, minor] = parts(pinned);
  // Every release of the pinned minor (`~16.4.0`: no pre-releases), from the registry.
  const out = execFileSync('npm', ['view', `${name}@~${major}.${minor}.0`, 'version', '--json'], {
    encoding: 'utf8',
  });
  const versions = [JSON.parse(out)].flat();
  const newest = versions.reduce((a, b) => (parts(b)[2] > parts(a)[2] ? b : a), pinned);
  if (newest !== pinned) {
    behind += 1;
    console.error(`${name} ${newest} is out; package.json pins ${pinned}.`);
  } else {
    console.log(`${name} ${pinned}: the newest patch of ${major}.${minor}`);
  }
}
if (behind > 0) {
  console.error('Take it as the README\'s "Dependencies" says, then run CI again.');
  process.exit(1);
}
