import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { ShippingAddressBlock } from '../../components/ShippingAddressBlock';
import { serverFormErrors } from '../../lib/formErrors';
import type { Address, Status } from '../../lib/types';
import { AddressBookEntry, editButtonId } from './AddressBookEntry';
import { AddressForm } from './AddressForm';
import { deleteAddress, loadAddresses, updateAddress } from './addressesApi';
import { asDefault, withoutAddress, withSaved } from './addressList';
import './Addresses.css';

const HEADING_ID = 'address-book-heading';
const ADD_BUTTON_ID = 'address-book-add';
const entryId = (id: number) => `address-book-${id}`;

/** The one form open at a time (its fields' ids are fixed): a new address, or a saved one edited in place. */
type Editing = { id: number } | 'new' | null;

/**
 * The account's "Shipping addresses": the saved addresses, the default first, each edited in place, made the
 * default or deleted, and a form for another. After each change the keyboard goes to the address it changed,
 * or to the heading when that address is gone.
 */
export function AddressBook() {
  const dispatch = useAppDispatch();
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [status, setStatus] = useState<Status>('pending');
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [defaulting, setDefaulting] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Set by a change, applied once the page shows its result (the element may only appear with it).
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    void dispatch(loadAddresses()).then((result) => {
      if (!live) return;
      if (loadAddresses.fulfilled.match(result)) {
        setAddresses(result.payload);
        setStatus('succeeded');
      } else setStatus('failed');
    });
    return () => {
      live = false;
    };
  }, [dispatch, attempt]);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    document.getElementById(target)?.focus();
  });

  function changed(update: (list: Address[]) => Address[], message: string, focus: string) {
    setAddresses(update);
    setAnnouncement(message);
    setError(null);
    focusNext.current = focus;
  }

  function saved(address: Address) {
    const message = editing === 'new' ? 'Address added.' : 'Address saved.';
    changed((list) => withSaved(list, address), message, entryId(address.id));
    setEditing(null);
  }

  function closeForm(focus: string) {
    setEditing(null);
    focusNext.current = focus;
  }

  async function makeDefault(address: Address) {
    setDefaulting(address.id);
    const result = await dispatch(updateAddress({ id: address.id, fields: asDefault(address) }));
    setDefaulting(null);
    if (updateAddress.fulfilled.match(result))
      changed((list) => withSaved(list, result.payload), 'Default address changed.', entryId(address.id));
    else setError(serverFormErrors(result.payload, []).general);
  }

  async function remove(address: Address) {
    const result = await dispatch(deleteAddress(address.id));
    if (deleteAddress.fulfilled.match(result)) return null;
    return serverFormErrors(result.payload, []).general ?? 'The address could not be deleted.';
  }

  return (
    <section className="address-book" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} tabIndex={-1}>
        Shipping addresses
      </h2>
      {status === 'pending' && (
        <p className="muted" role="status">
          Loading your addresses...
        </p>
      )}
      {status === 'failed' && (
        <p className="form-error">
          Your saved addresses could not be loaded.{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setStatus('pending');
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </button>
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {status === 'succeeded' && addresses.length === 0 && (
        <p className="address-book__empty">No saved addresses yet. Add one here or at checkout.</p>
      )}
      {addresses.length > 0 && (
        <ul className="address-book__list" aria-labelledby={HEADING_ID}>
          {addresses.map((address) => (
            <li key={address.id} id={entryId(address.id)} tabIndex={-1} className="address-book__item">
              {editing !== null && editing !== 'new' && editing.id === address.id ? (
                <AddressForm
                  title="Edit address"
                  showHeading
                  address={address}
                  autoFocus
                  offerDefault={false}
                  onSaved={saved}
                  onCancel={() => closeForm(editButtonId(address))}
                />
              ) : (
                <AddressBookEntry
                  address={address}
                  busy={defaulting === address.id}
                  onEdit={() => setEditing({ id: address.id })}
                  onMakeDefault={() => void makeDefault(address)}
                  onDelete={() => setDeleting(address)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {status === 'succeeded' &&
        (editing === 'new' ? (
          <AddressForm
            title="New address"
            showHeading
            autoFocus
            offerDefault={addresses.length > 0}
            onSaved={saved}
            onCancel={() => closeForm(ADD_BUTTON_ID)}
          />
        ) : (
          <button
            type="button"
            id={ADD_BUTTON_ID}
            className="button button--secondary"
            onClick={() => setEditing('new')}
          >
            Add an address
          </button>
        ))}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {deleting && (
        <ConfirmDeleteModal
          title="Delete this address?"
          confirmLabel="Delete address"
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            changed((list) => withoutAddress(list, deleting.id), 'Address deleted.', HEADING_ID);
            setDeleting(null);
          }}
        >
          <div className="address-book__doomed">
            <ShippingAddressBlock address={deleting} />
          </div>
          <p>Orders already placed keep the address they were sent to.</p>
        </ConfirmDeleteModal>
      )}
    </section>
  );
}
