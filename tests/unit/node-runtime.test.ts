import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const major = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

// npm scripts put node_modules/.bin first on PATH: the `node` package's binary runs the site,
// its build and its tests, whatever Node the system has (README, "Node 24").
describe('the Node the project runs on', () => {
  it('is the Node 24 LTS the project brings, as engines and .nvmrc say', () => {
    expect(major(pkg.devDependencies.node!)).toBe(24);
    expect(pkg.engines.node).toBe('>=24');
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe('24');
    expect(major(process.versions.node)).toBe(24);
  });

  it('is the `node` an npm script starts the server with', () => {
    const version = execFileSync('npm', ['exec', '--', 'node', '--version'], { encoding: 'utf8' });
    expect(major(version.trim())).toBe(24);
  });
});
