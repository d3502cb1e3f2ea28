import { useEffect, useEffectEvent, useState } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { addressLines } from '../../lib/shipments';
import type { Address, Status } from '../../lib/types';
import { AddressForm } from './AddressForm';
import { loadAddresses } from './addressesApi';
import './Addresses.css';

export interface ShipToStepProps {
  /** The chosen saved address; null until there is one. */
  addressId: number | null;
  onAddressChange: (addressId: number) => void;
  /** Why the order cannot go to the current choice (none chosen, or refused by the server). */
  error?: string | null;
}

/** The address chosen first: the default, else the oldest. */
function preferred(addresses: Address[]): Address | undefined {
  return addresses.find((address) => address.is_default) ?? addresses[0];
}

function AddressOption({
  address,
  checked,
  onChoose,
}: {
  address: Address;
  checked: boolean;
  onChoose: () => void;
}) {
  const [name, ...rest] = addressLines(address);
  return (
    <label className="address-option">
      <input
        type="radio"
        id={`ship-to-address-${address.id}`}
        name="ship-to-address"
        value={address.id}
        checked={checked}
        onChange={onChoose}
      />
      <span className="address-option__text">
        <strong className="address-option__line">{name}</strong>
        {rest.map((line, index) => (
          // The spaces keep the lines apart in the radio's accessible name.
          <span key={index} className="address-option__line">
            {' '}
            {line}
          </span>
        ))}
      </span>
      {address.is_default && <span className="address-option__default"> Default</span>}
    </label>
  );
}

/**
 * The checkout's "Ship to" step: the saved addresses to choose from, the default first chosen, and a form for a
 * new one, which is saved and chosen at once. A buyer with no saved address gets the form straight away.
 */
export function ShipToStep({ addressId, onAddressChange, error }: ShipToStepProps) {
  const dispatch = useAppDispatch();
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [status, setStatus] = useState<Status>('pending');
  const [attempt, setAttempt] = useState(0);
  const [adding, setAdding] = useState(false);
  const [focusId, setFocusId] = useState<number | null>(null);

  const choose = useEffectEvent((loaded: Address[]) => {
    const chosen = preferred(loaded);
    if (chosen && !loaded.some((address) => address.id === addressId)) onAddressChange(chosen.id);
  });

  useEffect(() => {
    let live = true;
    void dispatch(loadAddresses()).then((result) => {
      if (!live) return;
      if (loadAddresses.fulfilled.match(result)) {
        setAddresses(result.payload);
        setStatus('succeeded');
        choose(result.payload);
      } else setStatus('failed');
    });
    return () => {
      live = false;
    };
  }, [dispatch, attempt]);

  // A new address replaces its form: the keyboard goes to it, not back to the top of the page.
  useEffect(() => {
    if (focusId !== null) document.getElementById(`ship-to-address-${focusId}`)?.focus();
  }, [focusId]);

  function saved(address: Address) {
    setAddresses((list) => [
      ...list.map((other) => (address.is_default ? { ...other, is_default: false } : other)),
      address,
    ]);
    setAdding(false);
    onAddressChange(address.id);
    setFocusId(address.id);
  }

  function retry() {
    setStatus('pending');
    setAttempt((count) => count + 1);
  }

  return (
    <section className="ship-to" aria-labelledby="ship-to-title">
      <h2 id="ship-to-title">Ship to</h2>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {status === 'pending' && (
        <p className="muted" role="status">
          Loading your addresses...
        </p>
      )}
      {status === 'failed' && (
        <p className="form-error">
          Your saved addresses could not be loaded.{' '}
          <button type="button" className="link-button" onClick={retry}>
            Try again
          </button>
        </p>
      )}
      {addresses.length > 0 && (
        <fieldset className="address-options">
          <legend className="visually-hidden">Your saved addresses</legend>
          {addresses.map((address) => (
            <AddressOption
              key={address.id}
              address={address}
              checked={address.id === addressId}
              onChoose={() => onAddressChange(address.id)}
            />
          ))}
        </fieldset>
      )}
      {status !== 'pending' && addresses.length === 0 && (
        <AddressForm title="Shipping address" offerDefault={false} onSaved={saved} />
      )}
      {addresses.length > 0 &&
        (adding ? (
          <AddressForm
            title="New address"
            showHeading
            offerDefault
            onSaved={saved}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setAdding(true)}>
            Add a new address
          </button>
        ))}
    </section>
  );
}
