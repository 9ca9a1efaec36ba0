import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReport } from '../../scripts/soak/report';
import { runSoak } from '../../scripts/soak/soak';
import { client, signupAdmin } from './support/client';
import { startServer, type TestServer } from './support/server';

// `npm run soak` runs 60 s at 50 connections; this runs its core briefly, so that CI proves the
// soak itself works: mixed traffic with no failure, and a change it did not make is caught.

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
});
afterAll(() => server?.stop());

describe('the soak', () => {
  it('runs pages, API reads and admin writes with no failure and reads every write back', async () => {
    const result = await runSoak({
      url: server.url,
      token,
      seconds: 8,
      connections: 6,
      serverPid: server.pid,
    });
    // The server's own words on a failure (a 500's stack) go with the report.
    const report = `${renderReport(result)}\n\nServer stderr:\n${server.output()}`;
    expect(result.failureCount, report).toBe(0);
    for (const kind of result.kinds) expect(kind.failed + kind.unexpected, kind.kind).toBe(0);

    const count = (group: string) =>
      result.kinds.filter((k) => k.group === group).reduce((n, k) => n + k.count, 0);
    expect(count('page'), report).toBeGreaterThan(0);
    expect(count('read'), report).toBeGreaterThan(0);
    expect(count('write'), report).toBeGreaterThan(0);
    expect(result.verified.dogs, report).toBeGreaterThan(0);
    expect(result.memory?.startMb, report).toBeGreaterThan(0);
    expect(result.memory?.endMb, report).toBeGreaterThan(0);
    expect(report).toContain('PASS');
  });

  it('fails when a write is not read back as it was answered, or memory grows', async () => {
    const result = await runSoak({
      url: server.url,
      token,
      seconds: 3,
      connections: 4,
      serverPid: server.pid,
      // Any change of the RSS, even a drop, is more than −100 %.
      maxRssGrowthPercent: -100,
      afterTraffic: async () => {
        // Someone else renames every dog: none is as the soak last wrote it.
        const dogs = (await call<{ id: number }[]>('/admin/dogs', { token })).body;
        for (const dog of dogs) {
          const renamed = await call(`/admin/dogs/${dog.id}`, {
            method: 'PATCH',
            token,
            json: { name: `Renamed ${dog.id}` },
          });
          expect(renamed.status).toBe(200);
        }
      },
    });
    expect(result.failureCount).toBeGreaterThan(0);
    expect(result.failures.some((f) => /dog \d+ name is "Renamed \d+"/.test(f))).toBe(true);
    expect(result.failures.some((f) => f.startsWith('server memory grew'))).toBe(true);
    expect(renderReport(result)).toContain('FAIL');
  });
});
