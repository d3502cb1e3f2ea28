import { SHOP_BIO_MAX, SHOP_LOCATION_MAX, shopProfileSchema, toFieldErrors } from '@handmade/common';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { TextField } from '../../components/TextField';
import { paths } from '../../config/paths';
import type { Shop } from '../../lib/types';
import { CountedTextArea } from './CountedTextArea';
import { loadOwnShop, saveShopProfile } from './shopManagerApi';
import { ShopQueueStatus } from './ShopQueueStatus';

const VACATION_MESSAGE_MAX = 500;
const POLICIES_MAX = 5000;

interface Values {
  bio: string;
  location: string;
  weekly_capacity: string;
  pause_when_weeks_over: string;
  vacation_on: boolean;
  vacation_message: string;
  policies: string;
}

const valuesOf = (shop: Shop): Values => ({
  bio: shop.bio ?? '',
  location: shop.location ?? '',
  weekly_capacity: shop.weekly_capacity === null ? '' : String(shop.weekly_capacity),
  pause_when_weeks_over: shop.pause_when_weeks_over === null ? '' : String(shop.pause_when_weeks_over),
  vacation_on: shop.vacation.on,
  vacation_message: shop.vacation.message ?? '',
  policies: shop.policies ?? '',
});

const EMPTY: Values = {
  bio: '',
  location: '',
  weekly_capacity: '',
  pause_when_weeks_over: '',
  vacation_on: false,
  vacation_message: '',
  policies: '',
};

/**
 * What the shop page says (bio, place, policies) and how the shop sells: how much it makes a week, when a
 * long queue pauses it, and vacation mode. Checked with the server's own rules before sending.
 */
export function ShopProfileForm({ userId }: { userId: number }) {
  const dispatch = useAppDispatch();
  const [shop, setShop] = useState<Shop | null>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    void dispatch(loadOwnShop(userId)).then((result) => {
      if (!loadOwnShop.fulfilled.match(result)) return;
      setShop(result.payload);
      setValues(valuesOf(result.payload));
    });
  }, [dispatch, userId]);

  const change =
    <K extends keyof Values>(name: K) =>
    (value: Values[K]) => {
      setValues((shown) => ({ ...shown, [name]: value }));
      setSaved(false);
    };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const parsed = shopProfileSchema.safeParse({
      bio: values.bio,
      location: values.location,
      weekly_capacity: values.weekly_capacity,
      pause_when_weeks_over: values.pause_when_weeks_over,
      vacation: { on: values.vacation_on, message: values.vacation_message },
      policies: values.policies,
    });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    setPending(true);
    const result = await dispatch(saveShopProfile(parsed.data));
    setPending(false);
    if (saveShopProfile.fulfilled.match(result)) {
      setShop(result.payload);
      setValues(valuesOf(result.payload));
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

  return (
    <form className="shop-profile-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <CountedTextArea
        id="shop-bio"
        label="Bio"
        value={values.bio}
        max={SHOP_BIO_MAX}
        onValueChange={change('bio')}
        error={errors.bio}
      />
      <TextField
        id="shop-location"
        label="Location"
        value={values.location}
        onValueChange={change('location')}
        error={errors.location}
        autoComplete="address-level2"
        placeholder="City, country"
        maxLength={SHOP_LOCATION_MAX + 20}
      />
      <fieldset className="shop-profile-form__group">
        <legend>Orders and capacity</legend>
        {shop && <ShopQueueStatus shop={shop} />}
        <TextField
          id="shop-capacity"
          label="Weekly capacity (units you make a week)"
          value={values.weekly_capacity}
          onValueChange={change('weekly_capacity')}
          error={errors.weekly_capacity}
          inputMode="numeric"
          placeholder="No limit"
        />
        <TextField
          id="shop-pause"
          label="Pause new orders when more than this many weeks are waiting"
          value={values.pause_when_weeks_over}
          onValueChange={change('pause_when_weeks_over')}
          error={errors.pause_when_weeks_over}
          inputMode="numeric"
          placeholder="Never"
        />
      </fieldset>
      <fieldset className="shop-profile-form__group">
        <legend>Vacation mode</legend>
        <label className="checkbox shop-profile-form__toggle">
          <input
            type="checkbox"
            checked={values.vacation_on}
            onChange={(event) => change('vacation_on')(event.target.checked)}
          />
          On vacation: nobody can buy from the shop
        </label>
        <CountedTextArea
          id="shop-vacation-message"
          label="Message for shoppers while you are away"
          value={values.vacation_message}
          max={VACATION_MESSAGE_MAX}
          onValueChange={change('vacation_message')}
          error={errors.vacation ?? errors['vacation.message']}
          rows={2}
        />
      </fieldset>
      <CountedTextArea
        id="shop-policies"
        label="Policies"
        hint="Shipping, returns and custom orders, in your words. Your shop page shows them."
        value={values.policies}
        max={POLICIES_MAX}
        onValueChange={change('policies')}
        error={errors.policies}
        rows={6}
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
