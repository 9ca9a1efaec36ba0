import { rssGrowthPercent, type MemoryReport } from './memory';
import type { SoakResult } from './soak';

const mb = (value: number | null) => (value === null ? 'n/a' : `${value} MB`);
const growth = (memory: MemoryReport) => {
  const percent = rssGrowthPercent(memory);
  return percent === null ? '' : ` (${percent >= 0 ? '+' : ''}${percent}% in the second half)`;
};

/** The soak's outcome as a plain-text report: counts and latencies per kind, writes, memory. */
export function renderReport(result: SoakResult): string {
  const lines: string[] = [];
  const rate = (result.requests / result.seconds).toFixed(1);
  lines.push(
    `Soak: ${result.seconds} s, ${result.connections} connections, ${result.url}`,
    `${result.requests} requests (${rate}/s), ${result.failureCount} failures`,
    '',
  );

  const header = ['Kind', 'Count', '5xx/err', 'Unexp.', 'p50', 'p95', 'p99', 'max', 'Statuses'];
  const rows = result.kinds.map((k) => [
    k.kind,
    String(k.count),
    String(k.failed),
    String(k.unexpected),
    `${k.p50} ms`,
    `${k.p95} ms`,
    `${k.p99} ms`,
    `${k.max} ms`,
    Object.entries(k.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(' '),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  lines.push(format(header), ...rows.map(format), '');

  const v = result.verified;
  lines.push(
    `Writes read back: ${v.dogs} dogs as last written with ${v.photos} photos in order, ` +
      `${v.deletedDogs} deleted dogs answering 404, ${v.removedFiles} files of deleted photos ` +
      `gone, ${v.galleryPhotos} gallery photos, ${v.enquiries} enquiries in the inbox, ` +
      `info ${v.info ? 'as last written' : 'not written'}.`,
  );
  const m = result.memory;
  lines.push(
    m
      ? `Server memory (RSS of pid ${m.pid}, ${m.samples} samples): start ${mb(m.startMb)}, ` +
          `half-way ${mb(m.warmMb)}, peak ${mb(m.peakMb)}, end ${mb(m.endMb)}` +
          `${growth(m)}.`
      : 'Server memory: not measured (no server process id).',
    '',
  );

  const notes = Object.entries(result.notes);
  if (notes.length) {
    lines.push('Notes (not failures):', ...notes.map(([what, n]) => `  - ${what}: ${n}`), '');
  }
  if (result.failureCount === 0) {
    lines.push('PASS: no 5xx, no request without an answer, every write read back as written.');
  } else {
    lines.push(
      `FAIL: ${result.failureCount} failures${result.failureCount > result.failures.length ? ` (first ${result.failures.length})` : ''}:`,
    );
    lines.push(...result.failures.map((f) => `  - ${f}`));
  }
  return lines.join('\n');
}
