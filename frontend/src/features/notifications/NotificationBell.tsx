import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { BellIcon } from '../../components/icons';
import { NoticePanel } from './NoticePanel';
import { loadNotices, selectNoticesUnread, selectStreamOpenings } from './notificationsSlice';
import './Notifications.css';

/**
 * The bell in the header bar, with the count of unread notices; it opens the panel that lists them. The
 * live event stream (kept open by the messages link beside it) keeps the count and the list current.
 */
export default function NotificationBell({ userId }: { userId: number }) {
  const dispatch = useAppDispatch();
  const unread = useAppSelector(selectNoticesUnread);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Read again each time the live stream opens: a notice made while none was open was not sent on it.
  const streamOpenings = useAppSelector(selectStreamOpenings);
  useEffect(() => {
    void dispatch(loadNotices());
  }, [dispatch, userId, streamOpenings]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      // Handled here first (capture), so the header's folding menu stays as it is.
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open]);

  // Tabbing past the last notice closes the panel, so it never covers the page behind the focus.
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  }

  return (
    <div className="notice-bell" ref={rootRef} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button notice-bell__button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="site-header__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && <NoticePanel id={panelId} onFollow={() => setOpen(false)} />}
    </div>
  );
}
