import { useEffect } from 'react';
import type { AppThunkConfig } from '../../app/state/hooks';
import { useAppDispatch } from '../../app/state/hooks';
import type { Message, Unread } from '../../lib/types';
import { messageReceived, unreadChanged } from './messagesSlice';

type Thunk<R> = (
  dispatch: AppThunkConfig['dispatch'],
  getState: () => AppThunkConfig['state'],
  api: AppThunkConfig['extra'],
) => R;

/** Opens the signed-in user's event stream into the store; answers the function that closes it. */
export const openLiveEvents = (): Thunk<() => void> => (dispatch, _getState, api) =>
  api.events('/api/events', ['message', 'unread'], (type, data) => {
    if (type === 'message') dispatch(messageReceived(JSON.parse(data) as Message));
    else dispatch(unreadChanged((JSON.parse(data) as Unread).unread));
  });

/** Keeps the event stream open while the signed-in component that calls it is on screen. */
export function useLiveEvents(userId: number) {
  const dispatch = useAppDispatch();
  useEffect(() => dispatch(openLiveEvents()), [dispatch, userId]);
}
