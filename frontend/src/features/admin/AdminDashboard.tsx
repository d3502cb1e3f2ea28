import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { formatTotal, SalesChart, type ChartMeasure } from '../../components/SalesChart';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { ApiError } from '../../lib/api';
import type { MarketDay, MarketStats } from '../../lib/types';
import { loadMarketStats } from './adminApi';
import { plural } from './moderationText';
import './AdminDashboard.css';
import { ChoiceGroup } from '../../components/ChoiceGroup';

const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];
const DEFAULT_PERIOD: Period = 30;

const toPeriod = (value: string | null): Period =>
  PERIODS.find((period) => String(period) === value) ?? DEFAULT_PERIOD;

const periodLabel = (days: Period) => `the last ${days} days`;

const SALES: ChartMeasure<MarketDay> = { label: 'Sales', value: (day) => day.sales, money: true };
const ORDERS: ChartMeasure<MarketDay> = { label: 'Orders', value: (day) => day.orders };
const MEASURES: ChartMeasure<MarketDay>[] = [
  SALES,
  ORDERS,
  { label: 'New users', value: (day) => day.users },
  { label: 'New sellers', value: (day) => day.sellers },
  { label: 'Reports', value: (day) => day.reports },
  { label: 'Cases', value: (day) => day.cases },
];

function Totals({ days, period }: { days: MarketDay[]; period: Period }) {
  return (
    <>
      <h3 className="admin-dashboard__title">Totals for {periodLabel(period)}</h3>
      <dl className="admin-figures">
        {MEASURES.map((measure) => (
          <div key={measure.label} className="admin-figures__figure">
            <dt>{measure.label}</dt>
            <dd>{formatTotal(measure, days)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** What waits for an admin now: the open reports, and the cases, those escalated to us first. */
function Waiting({ stats }: { stats: MarketStats }) {
  const { open_reports: reports, open_cases: open, escalated_cases: escalated } = stats;
  const between = open - escalated;
  return (
    <div className="admin-waiting">
      <p>
        <Link to={paths.admin.href()}>
          {reports === 0 ? 'No open reports' : plural(reports, 'open report', 'open reports')}
        </Link>{' '}
        in the queue now.
      </p>
      <p>
        <Link to={paths.adminCases.href()}>
          {escalated === 0
            ? 'No cases waiting for a decision'
            : plural(escalated, 'case waiting for a decision', 'cases waiting for a decision')}
        </Link>
        {', and '}
        <Link to={paths.adminCases.href('open')}>
          {between === 0 ? 'none' : plural(between, 'case', 'cases')} still between buyer and seller
        </Link>
        .
      </p>
    </div>
  );
}

/**
 * How the market does over a period (7, 30 or 90 days, kept in the address): its totals, what waits in the
 * queues now, and the days one by one. The last figures stay shown while another period loads.
 */
export default function AdminDashboard() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const period = toPeriod(params.get('days'));
  const [loaded, setLoaded] = useState<{ period: Period; stats: MarketStats } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setError(null);
    void dispatch(loadMarketStats(period)).then((result) => {
      if (!current) return;
      if (loadMarketStats.fulfilled.match(result)) setLoaded({ period, stats: result.payload });
      else setError(result.payload ?? null);
    });
    return () => {
      current = false;
    };
  }, [dispatch, period, attempt]);

  let content;
  if (error && !loaded)
    content = (
      <>
        <p className="form-error">{error.message}</p>
        <button type="button" className="button button--secondary" onClick={() => setAttempt(attempt + 1)}>
          Try again
        </button>
      </>
    );
  else if (!loaded) content = <Spinner />;
  else
    content = (
      <>
        {error && <p className="form-error">{error.message}</p>}
        <Totals days={loaded.stats.days} period={loaded.period} />
        <Waiting stats={loaded.stats} />
        <h3 className="admin-dashboard__title">Day by day</h3>
        <SalesChart
          days={loaded.stats.days}
          periodLabel={periodLabel(loaded.period)}
          measures={[SALES, ORDERS]}
          columns={MEASURES}
          title="Market activity"
        />
      </>
    );

  return (
    <section aria-labelledby="admin-dashboard">
      <title>Dashboard | Operator console | Handmade Market</title>
      <div className="admin-section__head">
        <h2 id="admin-dashboard">Dashboard</h2>
        <ChoiceGroup
          label="Period"
          options={PERIODS}
          chosen={period}
          nameOf={(option) => `${option} days`}
          onChoose={(option) => setParams({ days: String(option) })}
        />
      </div>
      <div aria-busy={loaded !== null && loaded.period !== period}>{content}</div>
    </section>
  );
}
