import { useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import type { Notice } from '../../lib/types';
import { NoticeItem } from './NoticeItem';
import {
  loadNotices,
  markNoticesRead,
  selectNextBefore,
  selectNotices,
  selectNoticesStatus,
  selectNoticesUnread,
  selectOlderNoticesStatus,
} from './notificationsSlice';

const unreadIds = (notices: Notice[]) => notices.filter((notice) => !notice.read).map((notice) => notice.id);

interface NoticePanelProps {
  id: string;
  /** A notice's link was followed: the panel closes. */
  onFollow: () => void;
}

/**
 * The bell's panel: the notices, newest first, and older ones on request. Being open marks them all read, yet
 * the ones that were unread stay marked as new until it closes, so the reader sees what came.
 */
export function NoticePanel({ id, onFollow }: NoticePanelProps) {
  const dispatch = useAppDispatch();
  const notices = useAppSelector(selectNotices);
  const unread = useAppSelector(selectNoticesUnread);
  const status = useAppSelector(selectNoticesStatus);
  const olderStatus = useAppSelector(selectOlderNoticesStatus);
  const nextBefore = useAppSelector(selectNextBefore);
  const [fresh, setFresh] = useState<number[]>(() => unreadIds(notices));
  const listRef = useRef<HTMLUListElement>(null);
  const headingId = useId();

  // One that arrives while open is new too, before being marked read in turn (without an effect).
  const arrived = unreadIds(notices).filter((noticeId) => !fresh.includes(noticeId));
  if (arrived.length > 0) setFresh([...fresh, ...arrived]);

  useEffect(() => {
    if (unread > 0) void dispatch(markNoticesRead());
  }, [dispatch, unread]);

  async function showOlder() {
    if (nextBefore === null) return;
    const shown = notices.length;
    const result = await dispatch(loadNotices(nextBefore));
    // The button may be gone with the last page: the focus goes on to the first notice it brought.
    if (loadNotices.fulfilled.match(result)) listRef.current?.querySelectorAll('li')[shown]?.focus();
  }

  const loaded = status === 'succeeded' || notices.length > 0;
  return (
    <section id={id} className="notice-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="notice-panel__heading">
        Notifications
      </h2>
      {!loaded && status !== 'failed' && (
        <p className="notice-panel__note muted" role="status">
          Loading your notifications...
        </p>
      )}
      {!loaded && status === 'failed' && (
        <p className="notice-panel__note form-error">
          Your notifications could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => void dispatch(loadNotices())}>
            Try again
          </button>
        </p>
      )}
      {loaded && notices.length === 0 && (
        <p className="notice-panel__note muted">
          No notifications yet. Orders, messages and reviews show up here.
        </p>
      )}
      {notices.length > 0 && (
        <ul ref={listRef} className="notice-panel__list">
          {notices.map((notice) => (
            <NoticeItem
              key={notice.id}
              notice={notice}
              fresh={fresh.includes(notice.id)}
              onFollow={onFollow}
            />
          ))}
        </ul>
      )}
      {olderStatus === 'failed' && (
        <p className="notice-panel__note form-error" role="alert">
          Older notifications could not be loaded.
        </p>
      )}
      {loaded && nextBefore !== null && (
        <button
          type="button"
          className="button button--ghost notice-panel__older"
          onClick={() => void showOlder()}
        >
          {olderStatus === 'pending' ? 'Loading...' : 'Show older'}
        </button>
      )}
    </section>
  );
}
