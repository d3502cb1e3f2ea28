import { useId, useState } from 'react';
import { formatMoney } from '../lib/format';
import './DataTable.css';
import './SalesChart.css';

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 16, right: 48, bottom: 28, left: 88 };

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/** One figure of a day: how the legend and the table name it, and how to read it from the day. */
export interface ChartMeasure<Day> {
  label: string;
  value: (day: Day) => number;
  /** Dollars: shown as money and added up in cents. */
  money?: boolean;
}

interface SalesChartProps<Day extends { date: string }> {
  /** Every day of the period, oldest first. */
  days: Day[];
  /** "the last 30 days". */
  periodLabel: string;
  /** Drawn as bars, on the left scale. */
  bars: ChartMeasure<Day>;
  /** Drawn as a line, on the right scale. */
  line: ChartMeasure<Day>;
  /** The table's columns after the date; the bars and the line when absent. */
  columns?: ChartMeasure<Day>[];
  /** What the chart is of, in its title and its table's caption. */
  title?: string;
}

/** A round upper bound for an axis: 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

const format = <Day,>(measure: ChartMeasure<Day>, value: number) =>
  measure.money ? formatMoney(value) : String(value);

/** A measure added up over the days, as the table's last row shows it (money in cents, so no penny is lost). */
export function formatTotal<Day>(measure: ChartMeasure<Day>, days: Day[]): string {
  if (!measure.money) return String(days.reduce((sum, day) => sum + measure.value(day), 0));
  return formatMoney(days.reduce((cents, day) => cents + Math.round(measure.value(day) * 100), 0) / 100);
}

/**
 * Two figures a day over a period, one as bars and one as a line, drawn by hand in SVG: a picture for the eye
 * (`role="img"` with a title and a summary), and the same numbers in a table for screen readers and for
 * anyone who asks to see it.
 */
export function SalesChart<Day extends { date: string }>({
  days,
  periodLabel,
  bars,
  line,
  columns = [bars, line],
  title = 'Sales',
}: SalesChartProps<Day>) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const maxBars = niceMax(Math.max(0, ...days.map(bars.value)));
  const maxLine = niceMax(Math.max(0, ...days.map(line.value)));
  const slot = innerWidth / Math.max(days.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const yBars = (value: number) => PAD.top + innerHeight - (value / maxBars) * innerHeight;
  const yLine = (value: number) => PAD.top + innerHeight - (value / maxLine) * innerHeight;
  const linePoints = days.map((day, index) => `${x(index)},${yLine(line.value(day))}`).join(' ');
  const labelEvery = Math.ceil(days.length / 6);
  const best = days.reduce<Day | undefined>(
    (top, day) => (!top || bars.value(day) > bars.value(top) ? day : top),
    undefined,
  );
  const measured = `Daily ${bars.label.toLowerCase()} and ${line.label.toLowerCase()} over ${periodLabel}`;
  const summary =
    best && bars.value(best) > 0
      ? `${measured}. The best day was ${formatDay(best.date)}, with ${format(bars, bars.value(best))} and ${format(line, line.value(best))} ${line.label.toLowerCase()}.`
      : `${measured}: none in this period.`;

  return (
    <figure className="sales-chart">
      <svg
        className="sales-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{`${title} over ${periodLabel}`}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              className="sales-chart__grid"
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={PAD.top + innerHeight * (1 - share)}
              y2={PAD.top + innerHeight * (1 - share)}
            />
            <text
              className="sales-chart__axis"
              x={PAD.left - 8}
              y={PAD.top + innerHeight * (1 - share) + 4}
              textAnchor="end"
            >
              {bars.money ? formatMoney(maxBars * share).replace(/\.00$/, '') : Math.round(maxBars * share)}
            </text>
            <text
              className="sales-chart__axis"
              x={WIDTH - PAD.right + 8}
              y={PAD.top + innerHeight * (1 - share) + 4}
            >
              {Math.round(maxLine * share)}
            </text>
          </g>
        ))}
        {days.map((day, index) => (
          <rect
            key={day.date}
            className="sales-chart__bar"
            x={x(index) - barWidth / 2}
            y={yBars(bars.value(day))}
            width={barWidth}
            height={PAD.top + innerHeight - yBars(bars.value(day))}
          />
        ))}
        <polyline className="sales-chart__line" points={linePoints} />
        {days.map((day, index) =>
          index % labelEvery === 0 ? (
            <text
              key={day.date}
              className="sales-chart__axis"
              x={x(index)}
              y={HEIGHT - 8}
              textAnchor="middle"
            >
              {formatDay(day.date)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="sales-chart__legend">
        <span className="sales-chart__legend-item">
          <span className="sales-chart__key sales-chart__key--bars" aria-hidden="true" /> {bars.label} (left
          scale)
        </span>
        <span className="sales-chart__legend-item">
          <span className="sales-chart__key sales-chart__key--line" aria-hidden="true" /> {line.label} (right
          scale)
        </span>
        <button
          type="button"
          className="link-button sales-chart__toggle"
          aria-expanded={showTable}
          aria-controls={`${id}-table`}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Hide the table' : 'Show as a table'}
        </button>
      </figcaption>
      {/* Shown, it scrolls on its own: keyboard users reach it as a labelled region. */}
      <div
        id={`${id}-table`}
        className={showTable ? 'sales-chart__table' : 'visually-hidden'}
        {...(showTable ? { role: 'region', tabIndex: 0, 'aria-label': `${title} by day` } : {})}
      >
        <table className="data-table">
          <caption>{`${title} by day over ${periodLabel}`}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{formatDay(day.date)}</time>
                </th>
                {columns.map((column) => (
                  <td key={column.label}>{format(column, column.value(day))}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              {columns.map((column) => (
                <td key={column.label}>{formatTotal(column, days)}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </figure>
  );
}
