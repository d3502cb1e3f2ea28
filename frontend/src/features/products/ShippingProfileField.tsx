import { DEFAULT_PROCESSING_DAYS } from '@handmade/common';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import type { ShippingProfile, Status } from '../../lib/types';
import { loadShippingProfiles } from './productsApi';

const FREE_LABEL = `Free shipping, ships in ${DEFAULT_PROCESSING_DAYS.min}–${DEFAULT_PROCESSING_DAYS.max} days`;

function profileLabel(profile: ShippingProfile): string {
  const prices = `${formatMoney(profile.first_item)}, ${formatMoney(profile.additional_item)} each additional`;
  const free = profile.free_over === null ? '' : `, free over ${formatMoney(profile.free_over)}`;
  return `${profile.name} (${prices}${free})`;
}

interface ShippingProfileFieldProps {
  /** '' ships free, else a profile's id. */
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error?: string | undefined;
}

/** The listing's shipping profile, from the seller's own; none ships free. Profiles are made in the Shop manager. */
export function ShippingProfileField({ value, onChange, disabled, error }: ShippingProfileFieldProps) {
  const dispatch = useAppDispatch();
  const [profiles, setProfiles] = useState<ShippingProfile[]>([]);
  const [status, setStatus] = useState<Status>('pending');

  useEffect(() => {
    let live = true;
    void dispatch(loadShippingProfiles()).then((result) => {
      if (!live) return;
      if (loadShippingProfiles.fulfilled.match(result)) {
        setProfiles(result.payload);
        setStatus('succeeded');
      } else setStatus('failed');
    });
    return () => {
      live = false;
    };
  }, [dispatch]);

  const described = [error ? 'product-shipping-error' : '', 'product-shipping-hint']
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field">
      <label htmlFor="product-shipping">Shipping profile</label>
      <select
        id="product-shipping"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={described}
      >
        <option value="">{FREE_LABEL}</option>
        {profiles.map((profile) => (
          <option key={profile.id} value={profile.id}>
            {profileLabel(profile)}
          </option>
        ))}
      </select>
      {error && (
        <p id="product-shipping-error" className="field-error">
          {error}
        </p>
      )}
      <p id="product-shipping-hint" className="muted product-form__hint">
        {status === 'failed' && 'Your shipping profiles could not be loaded. '}
        {status === 'succeeded' && profiles.length === 0 && 'You have no shipping profiles yet. '}
        <Link to={`${paths.shopManager.href()}#shipping`}>Make or change shipping profiles</Link> in your Shop
        manager.
      </p>
    </div>
  );
}
