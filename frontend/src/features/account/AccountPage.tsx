import { useState, type ComponentType } from 'react';
import { useAppSelector } from '../../app/state/hooks';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { Spinner } from '../../components/Spinner';
import { AvatarForm } from './AvatarForm';
import { CloseAccountModal } from './CloseAccountModal';
import { EmailChangeForm } from './EmailChangeForm';
import { EmailStatus } from './EmailStatus';
import { NotificationSettings } from './NotificationSettings';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import './AccountPage.css';

interface AccountPageProps {
  /** The saved shipping addresses, from the addresses: app/ hands them in. */
  AddressBook: ComponentType;
}

/**
 * The signed-in user's own settings: profile, photo, shipping addresses, email, password, email notifications,
 * closing the account.
 */
export default function AccountPage({ AddressBook }: AccountPageProps) {
  const user = useAppSelector(selectCurrentUser);
  const [closing, setClosing] = useState(false);
  if (!user) return <Spinner />;

  return (
    <div className="page account-page">
      <title>Your Account | Handmade Market</title>
      <h1>Your Account</h1>
      <p className="muted account-page__email">Signed in as {user.email}</p>
      <div className="account-page__sections">
        <section className="account-card">
          <ProfileForm key={`${user.id}-${user.username}`} user={user} />
        </section>
        <section className="account-card">
          <AvatarForm user={user} />
        </section>
        <section className="account-card account-card--wide">
          <AddressBook />
        </section>
        <section className="account-card" aria-labelledby="email-heading">
          <h2 id="email-heading">Email</h2>
          {/* A new address (or its verification) starts the status afresh. */}
          <EmailStatus key={`${user.email}-${user.email_verified}`} user={user} />
          <EmailChangeForm />
        </section>
        <section className="account-card">
          <PasswordForm />
        </section>
        <section className="account-card">
          <NotificationSettings />
        </section>
        <section className="account-card account-card--danger" aria-labelledby="close-heading">
          <h2 id="close-heading">Close account</h2>
          <p>
            Closing your account deletes your listings, cart and favorites. Your reviews and past orders stay,
            shown as a former member.
          </p>
          <button type="button" className="button button--danger" onClick={() => setClosing(true)}>
            Close account
          </button>
        </section>
      </div>
      {closing && <CloseAccountModal onClose={() => setClosing(false)} />}
    </div>
  );
}
