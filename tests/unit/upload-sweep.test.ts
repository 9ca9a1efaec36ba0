import { describe, expect, it } from 'vitest';
import { LEFTOVER_WINDOW_MS, leftoverFiles } from '@/lib/server/images/sweep';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000);
const file = (key: string, minutes: number) => ({ key: `${key}-320.webp`, modified: at(minutes) });

describe('which upload files the start-up sweep removes', () => {
  it('removes unowned files written around or after the newest photo, keeps owned ones', () => {
    const files = [file('old', 0), file('new', 500), file('crash', 501), file('late', 900)];
    const referenced = new Set(['old-320.webp', 'new-320.webp']);
    const { leftovers, kept } = leftoverFiles(files, referenced);
    expect(leftovers.map((f) => f.key)).toEqual(['crash-320.webp', 'late-320.webp']);
    expect(kept).toBe(0);
  });

  it('counts a file from a concurrent upload that died just before the last commit', () => {
    const files = [file('saved', 500), file('cut', 499)];
    expect(leftoverFiles(files, new Set(['saved-320.webp'])).leftovers).toHaveLength(1);
  });

  it('keeps unowned files far older than every photo: they belong to another database', () => {
    const window = LEFTOVER_WINDOW_MS / 60_000;
    const files = [file('ancient', 0), file('edge', 1000 - window), file('photo', 1000)];
    const { leftovers, kept } = leftoverFiles(files, new Set(['photo-320.webp']));
    expect(leftovers.map((f) => f.key)).toEqual(['edge-320.webp']);
    expect(kept).toBe(1);
  });

  it('removes nothing when the database names none of the files (wrong or empty database)', () => {
    const files = [file('a', 0), file('b', 1)];
    expect(leftoverFiles(files, new Set(['elsewhere-320.webp']))).toEqual({
      leftovers: [],
      kept: 2,
    });
  });
});
