import { CASE_STATUSES } from '@handmade/common';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { Spinner } from '../../components/Spinner';
import type { ApiError } from '../../lib/api';
import type { Case, CaseStatus } from '../../lib/types';
import { loadAdminCases } from './adminApi';
import { CaseCard } from './CaseCard';

/** The lists in the order they are offered: those waiting for a decision first. */
const LISTS = ['escalated', 'open', 'resolved'] as const satisfies readonly CaseStatus[];

const FILTERS: Record<CaseStatus, { button: string; list: string; empty: string }> = {
  escalated: {
    button: 'Escalated',
    list: 'Cases waiting for a decision',
    empty: 'No cases waiting for a decision.',
  },
  open: {
    button: 'Open',
    list: 'Open cases',
    empty: 'No open cases: buyers and sellers have nothing to settle.',
  },
  resolved: { button: 'Resolved', list: 'Resolved cases', empty: 'No case has been resolved yet.' },
};

const isStatus = (value: string | null): value is CaseStatus =>
  CASE_STATUSES.some((status) => status === value);

/**
 * The cases: those the buyer asked us to decide (oldest first, so none waits longest), those still between
 * buyer and seller, and those decided (newest first). Each list is read again when chosen; a case is decided
 * on its own page.
 */
export default function CasesQueue() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('status');
  const status: CaseStatus = isStatus(chosen) ? chosen : 'escalated';
  const [loaded, setLoaded] = useState<{ status: CaseStatus; cases: Case[] } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setError(null);
    void dispatch(loadAdminCases(status)).then((result) => {
      if (!current) return;
      if (loadAdminCases.fulfilled.match(result)) setLoaded({ status, cases: result.payload });
      else setError(result.payload ?? null);
    });
    return () => {
      current = false;
    };
  }, [dispatch, status, attempt]);

  const filter = FILTERS[status];
  const cases = loaded?.status === status ? loaded.cases : null;
  let content;
  if (error)
    content = (
      <>
        <p className="form-error">{error.message}</p>
        <button type="button" className="button button--secondary" onClick={() => setAttempt(attempt + 1)}>
          Try again
        </button>
      </>
    );
  else if (!cases) content = <Spinner />;
  else if (cases.length === 0) content = <p className="muted admin-empty">{filter.empty}</p>;
  else
    content = (
      <ol className="report-list" aria-label={filter.list}>
        {cases.map((kase) => (
          <li key={kase.id}>
            <CaseCard kase={kase} />
          </li>
        ))}
      </ol>
    );

  return (
    <section aria-labelledby="admin-cases">
      <title>Cases | Operator console | Handmade Market</title>
      <div className="admin-section__head">
        <h2 id="admin-cases">Cases</h2>
        <ChoiceGroup
          label="Show"
          options={LISTS}
          chosen={status}
          nameOf={(option) => FILTERS[option].button}
          onChoose={(option) => setParams(option === 'escalated' ? {} : { status: option })}
        />
      </div>
      {content}
    </section>
  );
}
