import { useId, useState } from 'react';
import { formatMoney } from '../../lib/format';
import type { ShopStatsDay } from '../../lib/types';

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 16, right: 48, bottom: 28, left: 88 };

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/** A round upper bound for an axis: 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * Revenue as bars and units as a line over the period, drawn by hand in SVG: a picture for the eye
 * (`role="img"` with a title and a summary), and the same numbers in a table for screen readers and for
 * anyone who asks to see it.
 */
export function SalesChart({ days, periodLabel }: { days: ShopStatsDay[]; periodLabel: string }) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const maxRevenue = niceMax(Math.max(0, ...days.map((day) => day.revenue)));
  const maxUnits = niceMax(Math.max(0, ...days.map((day) => day.units)));
  const slot = innerWidth / Math.max(days.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const yRevenue = (value: number) => PAD.top + innerHeight - (value / maxRevenue) * innerHeight;
  const yUnits = (value: number) => PAD.top + innerHeight - (value / maxUnits) * innerHeight;
  const unitsLine = days.map((day, index) => `${x(index)},${yUnits(day.units)}`).join(' ');
  const labelEvery = Math.ceil(days.length / 6);
  const best = days.reduce<ShopStatsDay | undefined>(
    (top, day) => (!top || day.revenue > top.revenue ? day : top),
    undefined,
  );
  const summary =
    best && best.revenue > 0
      ? `Daily revenue and units sold over ${periodLabel}. The best day was ${formatDay(best.date)} with ${formatMoney(best.revenue)} from ${best.units} units.`
      : `Daily revenue and units sold over ${periodLabel}: no sales yet.`;

  return (
    <figure className="sales-chart">
      <svg
        className="sales-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{`Sales over ${periodLabel}`}</title>
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
              {formatMoney(maxRevenue * share).replace(/\.00$/, '')}
            </text>
            <text
              className="sales-chart__axis"
              x={WIDTH - PAD.right + 8}
              y={PAD.top + innerHeight * (1 - share) + 4}
            >
              {Math.round(maxUnits * share)}
            </text>
          </g>
        ))}
        {days.map((day, index) => (
          <rect
            key={day.date}
            className="sales-chart__bar"
            x={x(index) - barWidth / 2}
            y={yRevenue(day.revenue)}
            width={barWidth}
            height={PAD.top + innerHeight - yRevenue(day.revenue)}
          />
        ))}
        <polyline className="sales-chart__line" points={unitsLine} />
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
          <span className="sales-chart__key sales-chart__key--revenue" aria-hidden="true" /> Revenue (left
          scale)
        </span>
        <span className="sales-chart__legend-item">
          <span className="sales-chart__key sales-chart__key--units" aria-hidden="true" /> Units (right scale)
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
        {...(showTable ? { role: 'region', tabIndex: 0, 'aria-label': 'Sales by day' } : {})}
      >
        <table className="data-table">
          <caption>{`Sales by day over ${periodLabel}`}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Orders</th>
              <th scope="col">Units</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{formatDay(day.date)}</time>
                </th>
                <td>{day.orders}</td>
                <td>{day.units}</td>
                <td>{formatMoney(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td data-total="orders">{days.reduce((sum, day) => sum + day.orders, 0)}</td>
              <td data-total="units">{days.reduce((sum, day) => sum + day.units, 0)}</td>
              <td data-total="revenue">
                {formatMoney(days.reduce((cents, day) => cents + Math.round(day.revenue * 100), 0) / 100)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </figure>
  );
}
