import { readFileSync } from 'node:fs';

/** The resident set size of a process in MB, from /proc (Linux); null when it cannot be read. */
export function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
    return kb === undefined ? null : Math.round(Number(kb) / 102.4) / 10;
  } catch {
    return null;
  }
}

export interface MemoryReport {
  pid: number;
  /** Before the first request of the soak. */
  startMb: number | null;
  /**
   * Half-way through the run: the server has rendered every page and filled its caches, so what
   * it grows from here on is what a leak would add.
   */
  warmMb: number | null;
  peakMb: number | null;
  /** After the last request and the check of the writes. */
  endMb: number | null;
  samples: number;
}

/** Samples the server's RSS every `everyMs` until `stop()`, which reports start, peak and end. */
export function watchMemory(pid: number, runMs: number, everyMs = 1000) {
  const startMb = rssMb(pid);
  const started = Date.now();
  let peakMb = startMb;
  let warmMb: number | null = null;
  let samples = startMb === null ? 0 : 1;
  const sample = () => {
    const now = rssMb(pid);
    if (now === null) return null;
    samples += 1;
    peakMb = Math.max(peakMb ?? 0, now);
    if (warmMb === null && Date.now() - started >= runMs / 2) warmMb = now;
    return now;
  };
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    stop(): MemoryReport {
      clearInterval(timer);
      const endMb = sample();
      return { pid, startMb, warmMb, peakMb, endMb, samples };
    },
  };
}

/** How much the RSS grew from half-way through the run to its end, in percent; null if unknown. */
export function rssGrowthPercent(memory: MemoryReport): number | null {
  const { warmMb, endMb } = memory;
  if (warmMb === null || endMb === null || warmMb === 0) return null;
  return Math.round(((endMb - warmMb) / warmMb) * 1000) / 10;
}
