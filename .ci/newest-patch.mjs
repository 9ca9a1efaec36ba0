// CI tests the newest patch of the framework: where a newer patch release of the minor that
// package.json pins (next with eslint-config-next, React) is out, it is installed in its place
// (not saved), so the suites that follow run on it and a green CI says it works.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const PACKAGES = ['next', 'eslint-config-next', 'react', 'react-dom'];
const { dependencies = {}, devDependencies = {} } = JSON.parse(
  readFileSync('package.json', 'utf8'),
);

/** @param {string} version */
const parts = (version) => version.split('.').map(Number);

const newer = [];
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
  if (newest === pinned) {
    console.log(`${name} ${pinned}: the newest patch of ${major}.${minor}`);
  } else {
    console.log(`${name} ${newest} is out (package.json pins ${pinned}): testing ${newest}`);
    newer.push(`${name}@${newest}`);
  }
}
if (newer.length > 0) {
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', ...newer], {
    stdio: 'inherit',
  });
}
