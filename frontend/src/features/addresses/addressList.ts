import type { AddressInput } from '@handmade/common';
import type { Address } from '../../lib/types';

// The server's own rules for the order and the default, applied to the list on screen so that a change needs
// no reload: the default first, then the oldest (ids grow with age).

function ordered(addresses: Address[]): Address[] {
  return addresses.toSorted(
    (first, second) => Number(second.is_default) - Number(first.is_default) || first.id - second.id,
  );
}

/** The list once `saved` is stored, added or changed: a new default takes the mark from the old one. */
export function withSaved(addresses: Address[], saved: Address): Address[] {
  const others = addresses
    .filter((address) => address.id !== saved.id)
    .map((address) => (saved.is_default ? { ...address, is_default: false } : address));
  return ordered([...others, saved]);
}

/** The list less one address: when that was the default, the oldest remaining one becomes it. */
export function withoutAddress(addresses: Address[], id: number): Address[] {
  const removed = addresses.find((address) => address.id === id);
  const rest = addresses.filter((address) => address.id !== id);
  if (!removed?.is_default || rest.some((address) => address.is_default)) return ordered(rest);
  const oldest = Math.min(...rest.map((address) => address.id));
  return ordered(rest.map((address) => (address.id === oldest ? { ...address, is_default: true } : address)));
}

/** The request that keeps the address as it is and makes it the default. */
export function asDefault({ id: _id, is_default: _isDefault, ...fields }: Address): AddressInput {
  return { ...fields, is_default: true };
}

/** Tells apart addresses under the same name, for the buttons of each. */
export function shortLabel(address: Address): string {
  return `${address.name}, ${address.line1}`;
}
