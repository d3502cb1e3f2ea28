import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/state/hooks';
import { MessageIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { useLiveEvents } from './liveEvents';
import { selectUnread } from './messagesSlice';

/**
 * The inbox link in the header bar, with the count of unread messages. While it is on screen (whenever
 * someone is signed in) it keeps the live event stream open, which keeps that count current.
 */
export default function MessagesLink({ userId }: { userId: number }) {
  useLiveEvents(userId);
  const unread = useAppSelector(selectUnread);
  return (
    <Link
      to={paths.messages.href()}
      className="icon-button site-header__messages"
      aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}
    >
      <MessageIcon />
      {unread > 0 && (
        <span className="site-header__badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
