import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/state/hooks';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { ApiError } from '../../lib/api';
import { formatShortDate } from '../../lib/format';
import type { AdminUser } from '../../lib/types';
import { AccountModeration, type AccountState } from './AccountModeration';
import { loadAdminUser } from './adminApi';
import { UserRecord } from './UserRecord';
import './AdminUserPage.css';

const ID_PATTERN = /^[1-9]\d*$/;

function NotFound({ id }: { id: string }) {
  return (
    <section aria-labelledby="admin-user">
      <title>User not found | Operator console | Handmade Market</title>
      <h2 id="admin-user">User not found</h2>
      <p>
        No account has the id {id}. <Link to={paths.admin.href()}>Back to the reports</Link>
      </p>
    </section>
  );
}

function Facts({ user }: { user: AdminUser }) {
  return (
    <dl className="admin-user__facts">
      <div>
        <dt>Email</dt>
        <dd>
          <span className="admin-user__email">{user.email}</span>{' '}
          <span className={`admin-tag ${user.email_verified ? 'admin-tag--done' : 'admin-tag--alert'}`}>
            {user.email_verified ? 'Verified' : 'Not verified'}
          </span>
        </dd>
      </div>
      <div>
        <dt>Role</dt>
        <dd>{user.role === 'admin' ? 'Admin' : 'Member'}</dd>
      </div>
      <div>
        <dt>Member since</dt>
        <dd>
          <time dateTime={user.member_since}>{formatShortDate(user.member_since)}</time>
        </dd>
      </div>
    </dl>
  );
}

/**
 * One account as the console sees it: who, whether it is suspended or closed (and suspending or reinstating
 * it), then its listings, orders, the reports about it and the admin actions on it. Read again after an
 * action, so the log below shows it.
 */
export default function AdminUserPage() {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const { userId = '' } = useParams();
  const valid = ID_PATTERN.test(userId);
  const id = Number(userId);
  const [loaded, setLoaded] = useState<AdminUser | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  // Bumped after an action: the account is read again, and stays shown meanwhile.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!valid) return;
    let current = true;
    setError(null);
    void dispatch(loadAdminUser(id)).then((result) => {
      if (!current) return;
      if (loadAdminUser.fulfilled.match(result)) setLoaded(result.payload);
      else setError(result.payload ?? null);
    });
    return () => {
      current = false;
    };
  }, [dispatch, id, valid, version]);

  // The account shown before, when the address names another, is not this one.
  const user = loaded?.id === id ? loaded : null;
  if (!valid || error?.status === 404) return <NotFound id={userId} />;
  if (!user) return error ? <p className="form-error">{error.message}</p> : <Spinner />;

  function onModerated(state: AccountState) {
    setLoaded((shown) => shown && { ...shown, ...state });
    setVersion((count) => count + 1);
  }

  const fullName = `${user.first_name} ${user.last_name}`.trim();
  const offered = user.id !== me?.id && (user.role !== 'admin' || user.suspended);
  return (
    <section aria-labelledby="admin-user">
      <title>{`${user.username} | Operator console | Handmade Market`}</title>
      <div className="admin-section__head">
        <h2 id="admin-user">
          {user.username}
          {fullName && <span className="admin-user__name"> ({fullName})</span>}
        </h2>
        {offered && (
          <AccountModeration
            account={user}
            suspended={user.suspended}
            noun="account"
            onModerated={onModerated}
          />
        )}
      </div>
      {user.suspended && (
        <p className="admin-user__banner">
          <strong>Suspended</strong>
          {user.suspended_reason && `: ${user.suspended_reason}`}
        </p>
      )}
      {user.closed && (
        <p className="admin-user__banner admin-user__banner--closed">
          <strong>Closed</strong>: its owner closed this account.
        </p>
      )}
      {error && <p className="form-error">{error.message}</p>}
      <Facts user={user} />
      <UserRecord user={user} />
    </section>
  );
}
