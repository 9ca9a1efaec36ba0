import { describe, expect, it } from 'vitest';
import { LEFTOVER_WINDOW_MS, leftoverFiles, UPLOAD_GRACE_MS } from '@/lib/server/images/sweep';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000);
const file = (key: string, minutes: number) => ({ key: `${key}-320.webp`, modified: at(minutes) });
/** A start-up a day after every file below was written. */
const tomorrow = at(24 * 60).getTime();

describe('which upload files the start-up sweep removes', () => {
  it('removes unowned files written around or after the newest photo, keeps owned ones', () => {
    const files = [file('old', 0), file('new', 500), file('crash', 501), file('late', 900)];
    const referenced = new Set(['old-320.webp', 'new-320.webp']);
    const { leftovers, kept } = leftoverFiles(files, referenced, tomorrow);
    expect(leftovers.map((f) => f.key)).toEqual(['crash-320.webp', 'late-320.webp']);
    expect(kept).toBe(0);
  });

  it('counts a file from a concurrent upload that died just before the last commit', () => {
    const files = [file('saved', 500), file('cut', 499)];
    expect(leftoverFiles(files, new Set(['saved-320.webp']), tomorrow).leftovers).toHaveLength(1);
  });

  it('keeps unowned files far older than every photo: they belong to another database', () => {
    const window = LEFTOVER_WINDOW_MS / 60_000;
    const files = [file('ancient', 0), file('edge', 1000 - window), file('photo', 1000)];
    const { leftovers, kept } = leftoverFiles(files, new Set(['photo-320.webp']), tomorrow);
    expect(leftovers.map((f) => f.key)).toEqual(['edge-320.webp']);
    expect(kept).toBe(1);
  });

  it('removes nothing when the database names none of the files (wrong or empty database)', () => {
    const files = [file('a', 0), file('b', 1)];
    expect(leftoverFiles(files, new Set(['elsewhere-320.webp']), tomorrow)).toEqual({
      leftovers: [],
      kept: 2,
    });
  });

  it("leaves files younger than the grace period alone: another instance's upload under way", () => {
    const grace = UPLOAD_GRACE_MS / 60_000;
    expect(grace).toBeGreaterThanOrEqual(10); // far beyond the 120 s an upload may take
    const now = at(1000).getTime();
    const files = [
      file('photo', 970),
      file('in-flight', 1000 - grace + 1),
      file('just-old-enough', 1000 - grace),
      file('crash', 969),
    ];
    const { leftovers, kept } = leftoverFiles(files, new Set(['photo-320.webp']), now);
    expect(leftovers.map((f) => f.key)).toEqual(['just-old-enough-320.webp', 'crash-320.webp']);
    // Not counted as another database's either: startUp() would warn about them.
    expect(kept).toBe(0);
    // A later start-up removes what is still unowned by then.
    const later = leftoverFiles(files, new Set(['photo-320.webp']), now + 60_000);
    expect(later.leftovers.map((f) => f.key)).toContain('in-flight-320.webp');
  });

  it('removes a crash leftover at once from a folder of its own (no grace)', () => {
    const now = at(1000).getTime();
    const files = [file('photo', 999), file('crash', 999)];
    expect(leftoverFiles(files, new Set(['photo-320.webp']), now, 0).leftovers).toEqual([
      file('crash', 999),
    ]);
    expect(leftoverFiles(files, new Set(['photo-320.webp']), now).leftovers).toEqual([]);
  });

  it('does not count a first upload under way as another database', () => {
    const now = at(1000).getTime();
    expect(leftoverFiles([file('first', 999)], new Set(), now)).toEqual({ leftovers: [], kept: 0 });
  });
});
