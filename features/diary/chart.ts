/*
 * The weight chart's maths: scales, ticks and the line, for an SVG drawn on the server.
 * No chart library: a puppy's weights are a handful of points on a time axis.
 */

export interface WeightPoint {
  /** `YYYY-MM-DD` */
  day: string;
  grams: number;
}

/** The drawing area inside the SVG's view box: the rest is left for the axes' labels. */
export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const CHART_BOX: ChartBox = {
  width: 340,
  height: 200,
  left: 48,
  right: 14,
  top: 12,
  bottom: 28,
};

export interface WeightChartModel {
  points: { x: number; y: number; day: string; grams: number }[];
  /** The line through the points, as an SVG path (empty with fewer than two). */
  path: string;
  yTicks: { y: number; grams: number }[];
  xTicks: { x: number; day: string }[];
}

/** The smallest 1, 2 or 5 × 10ⁿ step that covers `range` in at most `intervals` steps. */
export function niceStep(range: number, intervals: number): number {
  if (!(range > 0) || intervals < 1) return 1;
  const raw = range / intervals;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw - 1e-9);
  return step ?? 10 * magnitude;
}

/** Ticks from 0 up to the first one at or above `max`: at most `intervals` + 1 of them. */
export function gramTicks(max: number, intervals = 4): number[] {
  const step = niceStep(Math.max(max, 1), intervals);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Math.round(value));
  return ticks;
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A linear map of [d0, d1] onto [r0, r1]; a domain of one value maps to the range's middle. */
export function linearScale(d0: number, d1: number, r0: number, r1: number) {
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (value: number) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The chart of `weights` (any order; one point a day, the day's last kept) in `box`. */
export function weightChart(weights: WeightPoint[], box: ChartBox = CHART_BOX): WeightChartModel {
  const byDay = new Map<string, number>();
  for (const w of weights) byDay.set(w.day, w.grams);
  const sorted = [...byDay.entries()]
    .map(([day, grams]) => ({ day, grams }))
    .sort((a, b) => a.day.localeCompare(b.day));
  const x0 = box.left;
  const x1 = box.width - box.right;
  const y0 = box.height - box.bottom;
  const y1 = box.top;
  const ticks = gramTicks(Math.max(0, ...sorted.map((p) => p.grams)));
  const y = linearScale(0, ticks.at(-1)!, y0, y1);
  if (sorted.length === 0) {
    return {
      points: [],
      path: '',
      yTicks: ticks.map((g) => ({ y: round(y(g)), grams: g })),
      xTicks: [],
    };
  }
  const first = dayMs(sorted[0]!.day);
  const last = dayMs(sorted.at(-1)!.day);
  const x = linearScale(first, last, x0, x1);
  const points = sorted.map((p) => ({ ...p, x: round(x(dayMs(p.day))), y: round(y(p.grams)) }));
  const path =
    points.length > 1 ? points.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ') : '';
  // The first and last days label the time axis (and the middle one when there are three or more).
  const labelled =
    points.length > 2
      ? [points[0]!, points[Math.floor((points.length - 1) / 2)]!, points.at(-1)!]
      : points.length === 2
        ? [points[0]!, points[1]!]
        : [points[0]!];
  return {
    points,
    path,
    yTicks: ticks.map((g) => ({ y: round(y(g)), grams: g })),
    xTicks: labelled.map((p) => ({ x: p.x, day: p.day })),
  };
}
