import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { formatMoney } from '../lib/format';
import './DataTable.css';
import './SalesChart.css';

/** The drawing's width until the page measures it (and in tests): one unit is one pixel once measured. */
const FALLBACK_WIDTH = 720;
const PANEL_HEIGHT = 110;
const PANEL_TITLE = 32;
const PANEL_GAP = 20;
const DATE_ROW = 28;
const PAD = { right: 8, left: 60 };
/** Room one date label needs, so they never touch. */
const DATE_LABEL_WIDTH = 72;

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/** One figure of a day: how the chart, the legend and the table name it, and how to read it from the day. */
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
  /** Each drawn as bars in its own panel with its own scale, over the same days; the first names the best day. */
  measures: ChartMeasure<Day>[];
  /** The table's columns after the date; the measures when absent. */
  columns?: ChartMeasure<Day>[];
  /** What the chart is of, in its title and its table's caption. */
  title?: string;
}

/** A round step: 1, 2 or 5 times a power of ten. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const factor = [1, 2, 5].find((candidate) => candidate * power >= raw) ?? 10;
  return factor * power;
}

/** The scale's ticks from 0 up past `max`: about three steps, whole numbers for counts. */
export function scaleTicks(max: number, whole: boolean): number[] {
  const step = max > 0 ? niceStep(max / 3) : 1;
  const wholeStep = whole ? Math.max(1, Math.round(step)) : step;
  const top = Math.max(wholeStep, Math.ceil(max / wholeStep) * wholeStep);
  return Array.from({ length: Math.round(top / wholeStep) + 1 }, (_, index) => index * wholeStep);
}

const format = <Day,>(measure: ChartMeasure<Day>, value: number) =>
  measure.money ? formatMoney(value) : String(value);

const formatTick = <Day,>(measure: ChartMeasure<Day>, value: number) =>
  measure.money ? formatMoney(value).replace(/\.00$/, '') : String(value);

/** A measure added up over the days, as the table's last row shows it (money in cents, so no penny is lost). */
export function formatTotal<Day>(measure: ChartMeasure<Day>, days: Day[]): string {
  if (!measure.money) return String(days.reduce((sum, day) => sum + measure.value(day), 0));
  return formatMoney(days.reduce((cents, day) => cents + Math.round(measure.value(day) * 100), 0) / 100);
}

/** The element's width in pixels, kept current; null until measured (or where nothing can measure it). */
function useWidth<T extends Element>(ref: RefObject<T | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

interface PanelProps<Day> {
  days: Day[];
  measure: ChartMeasure<Day>;
  top: number;
  width: number;
  x: (index: number) => number;
  barWidth: number;
  modifier: string;
}

/** One measure as bars under its name, on its own scale. */
function Panel<Day extends { date: string }>({
  days,
  measure,
  top,
  width,
  x,
  barWidth,
  modifier,
}: PanelProps<Day>) {
  const ticks = scaleTicks(Math.max(0, ...days.map(measure.value)), !measure.money);
  const max = ticks[ticks.length - 1] ?? 1;
  const plotTop = top + PANEL_TITLE;
  const y = (value: number) => plotTop + PANEL_HEIGHT - (value / max) * PANEL_HEIGHT;
  return (
    <g>
      <text className="sales-chart__panel-title" x={0} y={top + 14}>
        {measure.label}
      </text>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            className="sales-chart__grid"
            x1={PAD.left}
            x2={width - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
          />
          <text className="sales-chart__axis" x={PAD.left - 8} y={y(tick) + 4} textAnchor="end">
            {formatTick(measure, tick)}
          </text>
        </g>
      ))}
      {days.map((day, index) => (
        <rect
          key={day.date}
          className={`sales-chart__bar sales-chart__bar--${modifier}`}
          x={x(index) - barWidth / 2}
          y={y(measure.value(day))}
          width={barWidth}
          height={plotTop + PANEL_HEIGHT - y(measure.value(day))}
        />
      ))}
    </g>
  );
}

/**
 * Figures a day over a period, each in its own panel of bars with one scale, over one row of dates, drawn by
 * hand in SVG at the size it is shown (so its words stay 12 px and more): a picture for the eye
 * (`role="img"` with a title and a summary), and the same numbers in a table for screen readers and for
 * anyone who asks to see it.
 */
export function SalesChart<Day extends { date: string }>({
  days,
  periodLabel,
  measures,
  columns = measures,
  title = 'Sales',
}: SalesChartProps<Day>) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useWidth(frameRef) ?? FALLBACK_WIDTH;
  const height = measures.length * (PANEL_TITLE + PANEL_HEIGHT + PANEL_GAP) - PANEL_GAP + DATE_ROW;
  const plotWidth = width - PAD.left - PAD.right;
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const labelEvery = Math.max(
    1,
    Math.ceil(days.length / Math.max(1, Math.floor(plotWidth / DATE_LABEL_WIDTH))),
  );
  const [lead, ...others] = measures;
  const best = days.reduce<Day | undefined>(
    (top, day) => (lead && (!top || lead.value(day) > lead.value(top)) ? day : top),
    undefined,
  );
  const measured = `Daily ${measures.map((measure) => measure.label.toLowerCase()).join(' and ')} over ${periodLabel}`;
  const bestFigures =
    best && lead
      ? [
          format(lead, lead.value(best)),
          ...others.map(
            (measure) => `${format(measure, measure.value(best))} ${measure.label.toLowerCase()}`,
          ),
        ].join(' and ')
      : '';
  const summary =
    best && lead && lead.value(best) > 0
      ? `${measured}. The best day was ${formatDay(best.date)}, with ${bestFigures}.`
      : `${measured}: none in this period.`;

  return (
    <figure className="sales-chart">
      <div ref={frameRef} className="sales-chart__frame">
        <svg
          className="sales-chart__svg"
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <title id={`${id}-title`}>{`${title} over ${periodLabel}`}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {measures.map((measure, index) => (
            <Panel
              key={measure.label}
              days={days}
              measure={measure}
              top={index * (PANEL_TITLE + PANEL_HEIGHT + PANEL_GAP)}
              width={width}
              x={x}
              barWidth={barWidth}
              modifier={index === 0 ? 'first' : 'second'}
            />
          ))}
          {days.map((day, index) =>
            index % labelEvery === 0 && x(index) + DATE_LABEL_WIDTH / 3 <= width ? (
              <text
                key={day.date}
                className="sales-chart__axis"
                x={x(index)}
                y={height - 8}
                textAnchor="middle"
              >
                {formatDay(day.date)}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      <figcaption className="sales-chart__legend">
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
