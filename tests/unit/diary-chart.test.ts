import { describe, expect, it } from 'vitest';
import { CHART_BOX, gramTicks, linearScale, niceStep, weightChart } from '@/features/diary/chart';
import { diaryText } from '@/features/diary/text';

const bottom = CHART_BOX.height - CHART_BOX.bottom;
const right = CHART_BOX.width - CHART_BOX.right;

describe('weight chart maths', () => {
  it('picks 1, 2 or 5 × 10ⁿ steps', () => {
    expect(niceStep(1250, 4)).toBe(500);
    expect(niceStep(400, 4)).toBe(100);
    expect(niceStep(900, 4)).toBe(500);
    expect(niceStep(7, 4)).toBe(2);
    expect(niceStep(0, 4)).toBe(1);
  });

  it('ticks start at 0 and end at or above the heaviest weight', () => {
    expect(gramTicks(1250)).toEqual([0, 500, 1000, 1500]);
    expect(gramTicks(2000)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(gramTicks(320)).toEqual([0, 100, 200, 300, 400]);
    for (const max of [51, 999, 4321, 29_999]) {
      const ticks = gramTicks(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(5);
    }
  });

  it('scales linearly, a single value to the middle', () => {
    const scale = linearScale(0, 10, 100, 200);
    expect(scale(0)).toBe(100);
    expect(scale(5)).toBe(150);
    expect(scale(10)).toBe(200);
    expect(linearScale(3, 3, 0, 100)(3)).toBe(50);
  });

  it('one point: in the middle, at its height, no line', () => {
    const chart = weightChart([{ day: '2026-11-01', grams: 700 }]);
    expect(chart.points).toHaveLength(1);
    expect(chart.points[0]!.x).toBe((CHART_BOX.left + right) / 2);
    // 700 g on a 0–800 axis (steps of 200): seven eighths of the way up.
    const top = CHART_BOX.top;
    expect(chart.points[0]!.y).toBeCloseTo(bottom - 0.875 * (bottom - top), 1);
    expect(chart.path).toBe('');
    expect(chart.xTicks).toEqual([{ x: chart.points[0]!.x, day: '2026-11-01' }]);
  });

  it('many points: sorted by day, spaced by time, joined by a line', () => {
    const chart = weightChart([
      { day: '2026-11-15', grams: 1600 },
      { day: '2026-11-01', grams: 900 },
      { day: '2026-11-08', grams: 1200 },
      { day: '2026-11-29', grams: 2400 },
    ]);
    expect(chart.points.map((p) => p.day)).toEqual([
      '2026-11-01',
      '2026-11-08',
      '2026-11-15',
      '2026-11-29',
    ]);
    expect(chart.points[0]!.x).toBe(CHART_BOX.left);
    expect(chart.points.at(-1)!.x).toBe(right);
    // Week one is a quarter of the four weeks across.
    expect(chart.points[1]!.x).toBeCloseTo(CHART_BOX.left + (right - CHART_BOX.left) / 4, 0);
    // Heavier is higher (smaller y), and the axis tops out at 3000 (steps of 1000).
    const ys = chart.points.map((p) => p.y);
    expect([...ys].sort((a, b) => b - a)).toEqual(ys);
    expect(chart.yTicks.at(-1)).toEqual({ y: CHART_BOX.top, grams: 3000 });
    expect(chart.yTicks[0]).toEqual({ y: bottom, grams: 0 });
    expect(chart.path.startsWith(`M${CHART_BOX.left} `)).toBe(true);
    expect(chart.path.split('L')).toHaveLength(4);
    expect(chart.xTicks.map((t) => t.day)).toEqual(['2026-11-01', '2026-11-08', '2026-11-29']);
  });

  it('keeps the last weight of a day, and draws nothing without weights', () => {
    const chart = weightChart([
      { day: '2026-11-01', grams: 900 },
      { day: '2026-11-01', grams: 950 },
    ]);
    expect(chart.points).toEqual([expect.objectContaining({ grams: 950 })]);
    expect(weightChart([]).points).toEqual([]);
  });
});

describe('diary text', () => {
  const entry = { textEn: 'Hello', textHu: '', textDe: 'Hallo' };
  it('is the reader’s language when written, else the first written, named', () => {
    expect(diaryText(entry, 'de')).toEqual({ text: 'Hallo', lang: 'de' });
    expect(diaryText(entry, 'hu')).toEqual({ text: 'Hello', lang: 'en' });
    expect(diaryText({ textEn: ' ', textHu: '', textDe: '' }, 'en')).toBeNull();
  });
});
