import { describe, expect, it } from 'vitest';
import { rssGrowthPercent } from '../../scripts/soak/memory';
import { Recorder } from '../../scripts/soak/stats';

describe('what the soak counts as a failure', () => {
  it('counts 5xx answers and requests without an answer as failed', () => {
    const recorder = new Recorder();
    const expected = [200];
    recorder.record('GET /api/dogs', 'read', 12, { status: 200, expected, what: 'GET /api/dogs' });
    recorder.record('GET /api/dogs', 'read', 30, { status: 503, expected, what: 'GET /api/dogs' });
    recorder.record('GET /api/dogs', 'read', 8, { error: 'ECONNRESET', expected, what: 'GET /x' });
    const [dogs] = recorder.summaries();
    expect(dogs).toMatchObject({ count: 3, failed: 2, unexpected: 0, max: 30 });
    expect(dogs!.statuses).toEqual({ 200: 1, 503: 1, ECONNRESET: 1 });
    expect(recorder.failureCount).toBe(2);
    expect(recorder.failures).toEqual(['GET /api/dogs: 503', 'GET /x: ECONNRESET']);
  });

  it('counts an answer with another status than expected, but not an expected 404', () => {
    const recorder = new Recorder();
    recorder.record('page /{dog}', 'page', 5, { status: 404, expected: [200, 404], what: 'a' });
    recorder.record('PATCH dog', 'write', 5, { status: 422, expected: [200], what: 'PATCH /d/1' });
    expect(recorder.failures).toEqual(['PATCH /d/1: 422, expected 200']);
    expect(recorder.summaries().map((s) => s.group)).toEqual(['page', 'write']);
  });

  it('reports latency percentiles per kind', () => {
    const recorder = new Recorder();
    for (let ms = 1; ms <= 100; ms++) {
      recorder.record('page /', 'page', ms, { status: 200, expected: [200], what: 'GET /' });
    }
    expect(recorder.summaries()[0]).toMatchObject({ p50: 50, p95: 95, p99: 99, max: 100 });
  });
});

describe('the soak memory check', () => {
  const report = (warmMb: number | null, endMb: number | null) => ({
    pid: 1,
    startMb: 300,
    warmMb,
    peakMb: 900,
    endMb,
    samples: 60,
  });

  it('measures growth from half-way to the end', () => {
    expect(rssGrowthPercent(report(800, 920))).toBe(15);
    expect(rssGrowthPercent(report(800, 760))).toBe(-5);
    expect(rssGrowthPercent(report(null, 920))).toBeNull();
  });
});
