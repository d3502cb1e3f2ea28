import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from './hooks';
import type { AppDispatch, RootState } from './rootReducer';
import { pendingActionTaken, selectReadyPendingAction, type PendingAction } from './uiSlice';

const sameAction = (a: PendingAction, b: PendingAction) => a.kind === b.kind && a.id === b.id;

/** Takes the ready pending action if it is `action`: true for the one control that takes it. */
const takePendingAction =
  (action: PendingAction) =>
  (dispatch: AppDispatch, getState: () => RootState): boolean => {
    const ready = selectReadyPendingAction(getState());
    if (!ready || !sameAction(ready, action)) return false;
    dispatch(pendingActionTaken());
    return true;
  };

/**
 * Finishes what a visitor started before they were asked to sign in: once they have signed in from that
 * modal, the control that asked (with `signInRequired(lead, action)`) runs `finish`. When the same product
 * shows twice on a page, only the first control to see it does.
 */
export function useFinishAfterSignIn(action: PendingAction, finish: () => void) {
  const dispatch = useAppDispatch();
  const ready = useAppSelector(selectReadyPendingAction);
  const finishRef = useRef(finish);
  useLayoutEffect(() => {
    finishRef.current = finish;
  });
  const { kind, id } = action;

  useEffect(() => {
    if (ready && sameAction(ready, { kind, id }) && dispatch(takePendingAction({ kind, id })))
      finishRef.current();
  }, [dispatch, ready, kind, id]);
}
