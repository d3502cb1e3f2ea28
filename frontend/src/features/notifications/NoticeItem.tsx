import { Link } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import type { Notice } from '../../lib/types';
import { timeAgo } from './timeAgo';

interface NoticeItemProps {
  notice: Notice;
  /** Unread when the panel opened (or since): its title is bold, and screen readers hear "New". */
  fresh: boolean;
  /** Its link was followed. */
  onFollow: () => void;
}

/** One notice: title, body and when; the whole of it a link when it leads somewhere. */
export function NoticeItem({ notice, fresh, onFollow }: NoticeItemProps) {
  const content = (
    <>
      <span className="notice__title">
        {fresh && <span className="visually-hidden">New: </span>}
        {notice.title}
      </span>
      <span className="notice__body">{notice.body}</span>
      <time className="notice__time" dateTime={notice.created_at} title={formatDateTime(notice.created_at)}>
        {timeAgo(notice.created_at)}
      </time>
    </>
  );
  return (
    // Focusable from script only: "Show older" moves the focus to the first notice it brought.
    <li className={fresh ? 'notice notice--fresh' : 'notice'} tabIndex={-1}>
      {notice.link ? (
        <Link className="notice__content" to={notice.link} onClick={onFollow}>
          {content}
        </Link>
      ) : (
        <div className="notice__content">{content}</div>
      )}
    </li>
  );
}
