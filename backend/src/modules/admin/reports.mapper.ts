import type { Report } from '@handmade/common';

/** A report as the database keeps it. */
export interface ReportRow {
  id: number;
  target_type: Report['target_type'];
  target_id: number;
  reason: Report['reason'];
  note: string | null;
  status: Report['status'];
  decision_note: string | null;
  created_at: Date;
  decided_at: Date | null;
}

export const toReport = (row: ReportRow): Report => ({
  id: row.id,
  target_type: row.target_type,
  target_id: row.target_id,
  reason: row.reason,
  note: row.note,
  status: row.status,
  decision_note: row.decision_note,
  created_at: row.created_at.toISOString(),
  decided_at: row.decided_at?.toISOString() ?? null,
});
