import { MESSAGES } from '@handmade/common';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { signInRequired } from '../../app/state/uiSlice';
import type { ReportTarget } from '../../lib/types';
import './Reports.css';

const ReportDialog = lazy(() => import('./ReportDialog'));

interface ReportButtonProps {
  target: ReportTarget;
  targetId: number;
  /** Whose it is (the seller, the shop, the review's author, the sender): they are never offered it. */
  ownerId: number;
  /** What it says: "Report this listing"; on a review or a message "Report", and to screen readers which one. */
  children: ReactNode;
}

/**
 * A small "Report" button on a listing, a shop, a review or a message. Visitors are asked to sign in first;
 * the owner never sees it. The dialog loads the first time it opens.
 */
export function ReportButton({ target, targetId, ownerId, children }: ReportButtonProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const [open, setOpen] = useState(false);
  if (user?.id === ownerId) return null;

  return (
    <>
      <button
        type="button"
        className="report-button"
        onClick={() => (user ? setOpen(true) : dispatch(signInRequired(MESSAGES.signInLead)))}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog target={target} targetId={targetId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
