import type { AppLocale } from '@/i18n/routing';
import { CHART_BOX, weightChart, type WeightPoint } from '@/features/diary/chart';
import { formatGrams } from '@/features/diary/text';

interface WeightChartProps {
  weights: WeightPoint[];
  locale: AppLocale;
  title: string;
  description: string;
  /** The list's label: the same numbers for whoever cannot see the chart. */
  listLabel: string;
}

const shortDay = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const longDay = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const INK = '#23262f';
const LINE = '#35507a';
const GRID = '#d5d9e0';

/** The puppy's weights as an SVG drawn here (no script), with the numbers as a list beside it. */
export function WeightChart({ weights, locale, title, description, listLabel }: WeightChartProps) {
  const chart = weightChart(weights);
  const { width, height, left, right } = CHART_BOX;
  const kg = (grams: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(grams / 1000);
  return (
    <figure className="mb-3" data-testid="weight-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="weight-chart-title weight-chart-desc"
        className="w-100 h-auto"
        fontSize="11"
        fill={INK}
      >
        <title id="weight-chart-title">{title}</title>
        <desc id="weight-chart-desc">{description}</desc>
        {chart.yTicks.map((tick) => (
          <g key={tick.grams}>
            <line x1={left} x2={width - right} y1={tick.y} y2={tick.y} stroke={GRID} />
            <text x={left - 6} y={tick.y + 4} textAnchor="end">
              {tick.grams === 0 ? '0' : `${kg(tick.grams)} kg`}
            </text>
          </g>
        ))}
        {chart.xTicks.map((tick) => (
          <text key={tick.day} x={tick.x} y={height - 8} textAnchor="middle">
            {shortDay(locale, tick.day)}
          </text>
        ))}
        {chart.path && <path d={chart.path} fill="none" stroke={LINE} strokeWidth="2" />}
        {chart.points.map((point) => (
          <circle key={point.day} cx={point.x} cy={point.y} r="3.5" fill={LINE} />
        ))}
      </svg>
      <figcaption>
        <p className="small mb-1">{listLabel}</p>
        <ul className="small list-unstyled mb-0" data-testid="weight-list">
          {[...weights].reverse().map((w) => (
            <li key={`${w.day}-${w.grams}`}>
              <time dateTime={w.day}>{longDay(locale, w.day)}</time>: {formatGrams(locale, w.grams)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
