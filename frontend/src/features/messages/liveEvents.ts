import { useEffect } from 'react';
import { liveEventsOpened, noticeReceived, shipmentChanged } from '../../app/state/events';
import type { AppThunkConfig } from '../../app/state/hooks';
import { useAppDispatch } from '../../app/state/hooks';
import type { Message, NoticeEvent, Shipment, Unread } from '../../lib/types';
import { messageReceived, unreadChanged } from './messagesSlice';

type Thunk<R> = (
  dispatch: AppThunkConfig['dispatch'],
  getState: () => AppThunkConfig['state'],
  api: AppThunkConfig['extra'],
) => R;

/**
 * Opens the signed-in user's event stream into the store; answers the function that closes it. Messages and
 * the unread count go to this feature's slice; a changed shipment goes out as the shared `shipmentChanged`,
 * for the buyer's order pages and the seller's queue to answer, a new notice as `noticeReceived`, for the
 * header's bell, and each opening of the stream as `liveEventsOpened`.
 */
export const openLiveEvents = (): Thunk<() => void> => (dispatch, _getState, api) =>
  api.events('/api/events', ['open', 'message', 'unread', 'shipment', 'notification'], (type, data) => {
    if (type === 'open') dispatch(liveEventsOpened());
    else if (type === 'message') dispatch(messageReceived(JSON.parse(data) as Message));
    else if (type === 'unread') dispatch(unreadChanged((JSON.parse(data) as Unread).unread));
    else if (type === 'shipment') dispatch(shipmentChanged(JSON.parse(data) as Shipment));
    else dispatch(noticeReceived(JSON.parse(data) as NoticeEvent));
  });

/** Keeps the event stream open while the signed-in component that calls it is on screen. */
export function useLiveEvents(userId: number) {
  const dispatch = useAppDispatch();
  useEffect(() => dispatch(openLiveEvents()), [dispatch, userId]);
}
