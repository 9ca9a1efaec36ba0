/** What the soak counts per kind of request. */
export interface KindStats {
  kind: string;
  group: 'page' | 'read' | 'write';
  count: number;
  statuses: Record<string, number>;
  /** 5xx answers and requests that got no answer. */
  failed: number;
  /** Answers with another status than the request's expected ones (4xx where 200 was due…). */
  unexpected: number;
  latenciesMs: number[];
}

export interface KindSummary {
  kind: string;
  group: KindStats['group'];
  count: number;
  statuses: Record<string, number>;
  failed: number;
  unexpected: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The most failure lines a report lists; the rest are only counted. */
const MAX_FAILURE_LINES = 40;

export class Recorder {
  private readonly kinds = new Map<string, KindStats>();
  readonly failures: string[] = [];
  failureCount = 0;

  /** Outcomes that are no failure but worth a line in the report, counted by what happened. */
  readonly notes = new Map<string, number>();

  note(what: string): void {
    this.notes.set(what, (this.notes.get(what) ?? 0) + 1);
  }

  fail(line: string): void {
    this.failureCount += 1;
    if (this.failures.length < MAX_FAILURE_LINES) this.failures.push(line);
  }

  /** One finished request: `status` undefined when no answer came (`error` says why). */
  record(
    kind: string,
    group: KindStats['group'],
    ms: number,
    outcome: { status?: number; error?: string; expected: readonly number[]; what: string },
  ): void {
    let stats = this.kinds.get(kind);
    if (!stats) {
      stats = { kind, group, count: 0, statuses: {}, failed: 0, unexpected: 0, latenciesMs: [] };
      this.kinds.set(kind, stats);
    }
    stats.count += 1;
    stats.latenciesMs.push(ms);
    const label =
      outcome.status === undefined ? (outcome.error ?? 'error') : String(outcome.status);
    stats.statuses[label] = (stats.statuses[label] ?? 0) + 1;
    if (outcome.status === undefined || outcome.status >= 500) {
      stats.failed += 1;
      this.fail(`${outcome.what}: ${label}`);
    } else if (!outcome.expected.includes(outcome.status)) {
      stats.unexpected += 1;
      this.fail(`${outcome.what}: ${label}, expected ${outcome.expected.join(' or ')}`);
    }
  }

  summaries(): KindSummary[] {
    const order = { page: 0, read: 1, write: 2 };
    return [...this.kinds.values()]
      .sort((a, b) => order[a.group] - order[b.group] || a.kind.localeCompare(b.kind))
      .map((s) => {
        const sorted = [...s.latenciesMs].sort((a, b) => a - b);
        // Nearest rank: the smallest latency at least a share `q` of the requests did not exceed.
        const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
        return {
          kind: s.kind,
          group: s.group,
          count: s.count,
          statuses: s.statuses,
          failed: s.failed,
          unexpected: s.unexpected,
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          max: sorted.at(-1) ?? 0,
        };
      });
  }
}
