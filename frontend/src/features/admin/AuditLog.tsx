import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { Spinner } from '../../components/Spinner';
import type { ApiError } from '../../lib/api';
import type { AuditEntry } from '../../lib/types';
import { AUDIT_TARGETS, loadAudit, type AuditTarget } from './adminApi';
import { AuditTable } from './AuditTable';
import { AUDIT_TARGET_WORDS } from './moderationText';

const isTarget = (value: string | null): value is AuditTarget =>
  AUDIT_TARGETS.some((target) => target === value);

const ID_PATTERN = /^[1-9]\d*$/;

/** The filter: one kind of target, and one of them by id. Kept in the address, so a filtered log can be shared. */
function AuditFilter({ type, id }: { type: AuditTarget | undefined; id: string }) {
  const [, setParams] = useSearchParams();
  const [typeField, setTypeField] = useState<string>(type ?? '');
  const [idField, setIdField] = useState(id);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const chosenId = idField.trim();
    if (chosenId && !ID_PATTERN.test(chosenId)) return setError('An id is a whole number, like 42.');
    setError(null);
    const next: Record<string, string> = {};
    if (typeField) next.target_type = typeField;
    if (chosenId) next.target_id = chosenId;
    setParams(next);
  }

  function clear() {
    setTypeField('');
    setIdField('');
    setError(null);
    setParams({});
  }

  return (
    <form className="audit-filter" onSubmit={onSubmit} noValidate aria-label="Filter the audit log">
      <div className="field">
        <label htmlFor="audit-target-type">Target type</label>
        <select
          id="audit-target-type"
          value={typeField}
          onChange={(event) => setTypeField(event.target.value)}
        >
          <option value="">Any</option>
          {AUDIT_TARGETS.map((target) => (
            <option key={target} value={target}>
              {AUDIT_TARGET_WORDS[target]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="audit-target-id">Target id</label>
        <input
          id="audit-target-id"
          inputMode="numeric"
          autoComplete="off"
          value={idField}
          onChange={(event) => setIdField(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'audit-target-id-error' : undefined}
        />
        {error && (
          <p id="audit-target-id-error" className="field-error">
            {error}
          </p>
        )}
      </div>
      <div className="audit-filter__actions">
        <button type="submit" className="button button--secondary">
          Filter
        </button>
        {(type || id) && (
          <button type="button" className="button button--ghost" onClick={clear}>
            Show all
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * Every admin action, newest first: when, who, what, to what, and why. 50 a page; "Show older" reads the
 * page before, and the keyboard goes on to the first entry it brought.
 */
export default function AuditLog() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const chosenType = params.get('target_type');
  const targetType = isTarget(chosenType) ? chosenType : undefined;
  const idParam = params.get('target_id') ?? '';
  const targetId = ID_PATTERN.test(idParam) ? Number(idParam) : undefined;
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [olderPending, setOlderPending] = useState(false);
  const bodyRef = useRef<HTMLTableSectionElement>(null);

  useEffect(() => {
    let current = true;
    setEntries(null);
    setError(null);
    void dispatch(loadAudit({ targetType, targetId })).then((result) => {
      if (!current) return;
      if (loadAudit.fulfilled.match(result)) {
        setEntries(result.payload.entries);
        setNextBefore(result.payload.next_before);
      } else setError(result.payload ?? null);
    });
    return () => {
      current = false;
    };
  }, [dispatch, targetType, targetId]);

  async function showOlder() {
    if (nextBefore === null || !entries) return;
    const shown = entries.length;
    setOlderPending(true);
    setError(null);
    const result = await dispatch(loadAudit({ targetType, targetId, before: nextBefore }));
    setOlderPending(false);
    if (!loadAudit.fulfilled.match(result)) return setError(result.payload ?? null);
    setEntries([...entries, ...result.payload.entries]);
    setNextBefore(result.payload.next_before);
    requestAnimationFrame(() => bodyRef.current?.querySelectorAll('tr')[shown]?.focus());
  }

  const filtered = targetType !== undefined || targetId !== undefined;
  let content;
  if (!entries) content = error ? <p className="form-error">{error.message}</p> : <Spinner />;
  else if (entries.length === 0)
    content = (
      <p className="muted admin-empty">
        {filtered ? 'No admin action matches this filter.' : 'No admin action yet.'}
      </p>
    );
  else content = <AuditTable entries={entries} caption="Admin actions, newest first" bodyRef={bodyRef} />;

  return (
    <section aria-labelledby="admin-audit">
      <title>Audit log | Operator console | Handmade Market</title>
      <h2 id="admin-audit">Audit log</h2>
      {/* Keyed by the address: going back to an unfiltered log empties the fields too. */}
      <AuditFilter key={params.toString()} type={targetType} id={targetId?.toString() ?? ''} />
      {content}
      {entries && error && <p className="form-error">{error.message}</p>}
      {entries && nextBefore !== null && (
        <button
          type="button"
          className="button button--secondary admin-more"
          disabled={olderPending}
          onClick={() => void showOlder()}
        >
          {olderPending ? 'Loading…' : 'Show older'}
        </button>
      )}
    </section>
  );
}
