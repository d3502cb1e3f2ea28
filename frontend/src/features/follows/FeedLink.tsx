import { FEED_UNSEEN_CAP } from '@handmade/common';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { ShopsIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { fetchFeedUnseen, selectFeedUnseen } from './followsSlice';

/**
 * The feed link in the header bar, with how many listings reached it since it was last opened. The count
 * is read again on every move to another page (the feed page itself clears it).
 */
export default function FeedLink({ userId }: { userId: number }) {
  const dispatch = useAppDispatch();
  const unseen = useAppSelector(selectFeedUnseen);
  const { pathname } = useLocation();
  const onFeed = pathname === paths.feed.href();

  useEffect(() => {
    if (!onFeed) void dispatch(fetchFeedUnseen());
  }, [dispatch, userId, pathname, onFeed]);

  const count = unseen >= FEED_UNSEEN_CAP ? `${FEED_UNSEEN_CAP - 1}+` : String(unseen);
  return (
    <Link
      to={paths.feed.href()}
      className="icon-button site-header__feed"
      aria-label={unseen > 0 ? `Your feed, ${count} new` : 'Your feed'}
    >
      <ShopsIcon />
      {unseen > 0 && (
        <span className="site-header__badge" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
