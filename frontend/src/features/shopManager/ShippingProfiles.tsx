import { DEFAULT_PROCESSING_DAYS } from '@handmade/common';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { Spinner } from '../../components/Spinner';
import type { ApiError } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import type { ShippingProfile } from '../../lib/types';
import { deleteShippingProfile, loadShippingProfiles } from './shippingProfilesApi';
import { ShippingProfileModal } from './ShippingProfileModal';

function days(min: number, max: number): string {
  if (max === 0) return 'Ships the same day';
  return min === max ? `Ready in ${max} ${max === 1 ? 'day' : 'days'}` : `Ready in ${min}–${max} days`;
}

function prices(profile: ShippingProfile): string {
  if (profile.first_item === 0 && profile.additional_item === 0) return 'Free shipping';
  const free = profile.free_over === null ? '' : `, free over ${formatMoney(profile.free_over)}`;
  return `${formatMoney(profile.first_item)} first item, ${formatMoney(profile.additional_item)} each additional${free}`;
}

type Editing = { profile: ShippingProfile | null } | null;

/**
 * The seller's shipping profiles: what shipping costs and how long making takes, chosen per listing. One that
 * listings still use cannot be deleted; the server says so, and the message shows in the dialog.
 */
export function ShippingProfiles({ onLoaded }: { onLoaded?: () => void }) {
  const dispatch = useAppDispatch();
  const [profiles, setProfiles] = useState<ShippingProfile[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ShippingProfile | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const onLoadedRef = useRef(onLoaded);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    onLoadedRef.current = onLoaded;
  }, [onLoaded]);

  useEffect(() => {
    let current = true;
    void dispatch(loadShippingProfiles()).then((result) => {
      if (!current) return;
      if (loadShippingProfiles.fulfilled.match(result)) setProfiles(result.payload);
      else setError(result.payload ?? null);
      onLoadedRef.current?.();
    });
    return () => {
      current = false;
    };
  }, [dispatch]);

  function saved(profile: ShippingProfile) {
    setProfiles((shown) => {
      const list = shown ?? [];
      return list.some((known) => known.id === profile.id)
        ? list.map((known) => (known.id === profile.id ? profile : known))
        : [...list, profile];
    });
    setAnnouncement(editing?.profile ? `${profile.name} is saved.` : `${profile.name} is added.`);
    setEditing(null);
  }

  async function remove(profile: ShippingProfile) {
    const result = await dispatch(deleteShippingProfile(profile.id));
    if (deleteShippingProfile.fulfilled.match(result)) return null;
    return result.payload?.message ?? 'The profile could not be deleted.';
  }

  if (!profiles) return error ? <p className="form-error">{error.message}</p> : <Spinner />;

  return (
    <>
      <p className="muted">
        Each listing ships with one of these. A listing without one ships free and is ready in{' '}
        {DEFAULT_PROCESSING_DAYS.min}–{DEFAULT_PROCESSING_DAYS.max} days.
      </p>
      <div ref={listRef} tabIndex={-1} className="profiles">
        {profiles.length === 0 ? (
          <p className="profiles__empty">You have no shipping profiles yet.</p>
        ) : (
          <ul className="profiles__list" aria-label="Shipping profiles">
            {profiles.map((profile) => (
              <li key={profile.id} className="profiles__item">
                <div className="profiles__text">
                  <p className="profiles__name">{profile.name}</p>
                  <p className="muted">
                    {days(profile.processing_days_min, profile.processing_days_max)} · {prices(profile)}
                  </p>
                  <p className="muted profiles__use">
                    {profile.listing_count === 0
                      ? 'No listing uses it'
                      : `Used by ${profile.listing_count} ${profile.listing_count === 1 ? 'listing' : 'listings'}`}
                  </p>
                </div>
                <div className="profiles__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setEditing({ profile })}
                  >
                    Edit<span className="visually-hidden"> {profile.name}</span>
                  </button>
                  <button type="button" className="button button--ghost" onClick={() => setDeleting(profile)}>
                    Delete<span className="visually-hidden"> {profile.name}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" className="button button--primary" onClick={() => setEditing({ profile: null })}>
        Add a shipping profile
      </button>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {editing && (
        <ShippingProfileModal profile={editing.profile} onClose={() => setEditing(null)} onSaved={saved} />
      )}
      {deleting && (
        <ConfirmDeleteModal
          title={`Delete ${deleting.name}?`}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setProfiles((shown) => (shown ?? []).filter((known) => known.id !== deleting.id));
            setAnnouncement(`${deleting.name} is deleted.`);
            setDeleting(null);
            listRef.current?.focus();
          }}
        >
          <p>Listings cannot use it any more once it is gone.</p>
        </ConfirmDeleteModal>
      )}
    </>
  );
}
