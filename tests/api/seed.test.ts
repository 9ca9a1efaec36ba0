import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './support/client';
import { startServer, type TestServer } from './support/server';

const ROOT = path.resolve(__dirname, '..', '..');

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

function seed(args: string[] = []) {
  const result = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/seed-demo.ts', ...args],
    { cwd: ROOT, env: server.env, encoding: 'utf8', timeout: 120_000 },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run seed:demo', () => {
  it('fills an empty database, and the pages show it after a restart', async () => {
    const call = client(server.url);
    // Pages cached while empty must not survive the restart.
    expect(await (await fetch(`${server.url}/puppies`)).text()).toContain(
      '>No puppies available right now<',
    );

    let run = { code: -1 as number | null, output: '' };
    await server.restart(async () => {
      run = seed();
    });
    expect(run.code, run.output).toBe(0);

    const dogs = await call<any[]>('/dogs');
    expect(dogs.body).toHaveLength(6);
    expect((await call<any[]>('/dogs?status=available')).body).toHaveLength(4);
    expect(dogs.body.every((d) => d.images.length === 4)).toBe(true);
    expect((await call<any[]>('/gallery')).body).toHaveLength(8);

    const photo = await fetch(`${server.url}${dogs.body[0].images[0].url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(await (await fetch(`${server.url}/puppies`)).text()).toContain(
      '>4 puppies are looking for a family<',
    );
  });

  it('refuses a bad size before it opens the database', () => {
    const run = seed(['--dogs', 'lots']);
    expect(run.code).toBe(2);
    expect(run.output).toContain('--dogs must be a whole number, not "lots"');
    expect(run.output).toContain('Usage: npm run seed:demo -- [--dogs N] [--gallery N]');
  });

  it('refuses to touch a database that holds data', async () => {
    let run = { code: -1 as number | null, output: '' };
    await server.restart(async () => {
      run = seed();
    });
    expect(run.code).toBe(1);
    expect(run.output).toContain('Nothing was changed');
    expect((await client(server.url)<any[]>('/dogs')).body).toHaveLength(6);
  });
});
