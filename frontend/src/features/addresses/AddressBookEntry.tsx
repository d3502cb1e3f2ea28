import { ShippingAddressBlock } from '../../components/ShippingAddressBlock';
import type { Address } from '../../lib/types';
import { shortLabel } from './addressList';

interface AddressBookEntryProps {
  address: Address;
  /** While it is being made the default. */
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** The id of an address's Edit button, where the keyboard goes back when its edit is cancelled. */
export const editButtonId = (address: Address) => `address-book-edit-${address.id}`;

/** One saved address as a label reads, marked when it is the default, with what can be done to it. */
export function AddressBookEntry({ address, busy, onEdit, onMakeDefault, onDelete }: AddressBookEntryProps) {
  // Each button names its address: a screen reader's list of buttons is otherwise a column of "Edit".
  const named = <span className="visually-hidden"> {shortLabel(address)}</span>;
  return (
    <div className="address-entry">
      <div className="address-entry__text">
        <ShippingAddressBlock address={address} />
        {address.is_default && <span className="address-badge">Default</span>}
      </div>
      <div className="address-entry__actions">
        <button
          type="button"
          id={editButtonId(address)}
          className="button button--secondary"
          onClick={onEdit}
        >
          Edit{named}
        </button>
        {!address.is_default && (
          <button type="button" className="button button--ghost" disabled={busy} onClick={onMakeDefault}>
            {busy ? 'Saving...' : 'Make default'}
            {named}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onDelete}>
          Delete{named}
        </button>
      </div>
    </div>
  );
}
