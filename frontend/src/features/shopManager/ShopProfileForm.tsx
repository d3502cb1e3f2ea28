import { SHOP_BIO_MAX, SHOP_LOCATION_MAX, shopProfileSchema, toFieldErrors } from '@handmade/common';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { TextField } from '../../components/TextField';
import { paths } from '../../config/paths';
import type { Shop } from '../../lib/types';
import { loadOwnShop, saveShopProfile } from './shopManagerApi';

/** The bio and the place the shop page shows, checked with the server's own rules before sending. */
export function ShopProfileForm({ userId }: { userId: number }) {
  const dispatch = useAppDispatch();
  const [shop, setShop] = useState<Shop | null>(null);
  const [bio, setBio] = useState('');
  const [location, setLocation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    void dispatch(loadOwnShop(userId)).then((result) => {
      if (!loadOwnShop.fulfilled.match(result)) return;
      setShop(result.payload);
      setBio(result.payload.bio ?? '');
      setLocation(result.payload.location ?? '');
    });
  }, [dispatch, userId]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const parsed = shopProfileSchema.safeParse({ bio, location });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    setPending(true);
    const result = await dispatch(saveShopProfile({ bio, location }));
    setPending(false);
    if (saveShopProfile.fulfilled.match(result)) {
      setShop(result.payload);
      setBio(result.payload.bio ?? '');
      setLocation(result.payload.location ?? '');
      setErrors({});
      setSaved(true);
      return;
    }
    const failure = result.payload;
    setErrors(
      failure?.errors && Object.keys(failure.errors).length > 0
        ? failure.errors
        : { form: failure?.message ?? '' },
    );
  }

  const bioError = errors.bio;
  return (
    <form className="shop-profile-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="field">
        <label htmlFor="shop-bio">Bio</label>
        <textarea
          id="shop-bio"
          rows={4}
          value={bio}
          maxLength={SHOP_BIO_MAX + 50}
          onChange={(event) => {
            setBio(event.target.value);
            setSaved(false);
          }}
          aria-invalid={Boolean(bioError)}
          aria-describedby={bioError ? 'shop-bio-error shop-bio-count' : 'shop-bio-count'}
        />
        <p id="shop-bio-count" className="muted shop-profile-form__count">
          {bio.trim().length} / {SHOP_BIO_MAX}
        </p>
        {bioError && (
          <p id="shop-bio-error" className="field-error">
            {bioError}
          </p>
        )}
      </div>
      <TextField
        id="shop-location"
        label="Location"
        value={location}
        onValueChange={(value) => {
          setLocation(value);
          setSaved(false);
        }}
        error={errors.location}
        autoComplete="address-level2"
        placeholder="City, country"
        maxLength={SHOP_LOCATION_MAX + 20}
      />
      {errors.form && <p className="form-error">{errors.form}</p>}
      <div className="shop-profile-form__actions">
        <button type="submit" className="button button--primary" disabled={pending || !shop}>
          {pending ? 'Saving…' : 'Save shop profile'}
        </button>
        <Link to={paths.shop.href(userId)}>View your shop page</Link>
      </div>
      <p role="status" className="shop-profile-form__status">
        {saved ? 'Your shop profile is saved.' : ''}
      </p>
    </form>
  );
}
