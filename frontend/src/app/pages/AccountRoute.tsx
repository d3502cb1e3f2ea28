import AccountPage from '../../features/account/AccountPage';
import { AddressBook } from '../../features/addresses/AddressBook';

/** The account page, with the address book the checkout also saves to. */
export default function AccountRoute() {
  return <AccountPage AddressBook={AddressBook} />;
}
