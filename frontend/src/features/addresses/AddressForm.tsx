import { addressSchema, COUNTRY_OPTIONS, toFieldErrors } from '@handmade/common';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { TextField } from '../../components/TextField';
import { errorsAfterEdit, noErrors, serverFormErrors, type FormErrors } from '../../lib/formErrors';
import type { Address } from '../../lib/types';
import { createAddress, updateAddress } from './addressesApi';

const EMPTY = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postal_code: '',
  country: 'US',
};
type Fields = typeof EMPTY;

/** The request's field names, which are also the keys of the server's `errors`. */
const FIELDS = Object.keys(EMPTY);

/** A saved address as the form's fields: its blank optional lines as empty text. */
function fieldsOf(address: Address): Fields {
  const { name, line1, line2, city, region, postal_code, country } = address;
  return { name, line1, line2: line2 ?? '', city, region: region ?? '', postal_code, country };
}

/** After a refused save, the keyboard goes to the first field that says why. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

function check(fields: Fields, isDefault: boolean) {
  return addressSchema.safeParse({ ...fields, is_default: isDefault });
}

function fieldErrors(fields: Fields): Record<string, string> {
  const parsed = check(fields, false);
  return parsed.success ? {} : toFieldErrors(parsed.error);
}

interface AddressFormProps {
  /** Names the form; shown as its heading when `showHeading` is set. */
  title: string;
  showHeading?: boolean;
  /** The saved address to edit, its fields filled in; a new address when absent. */
  address?: Address;
  /** Puts the keyboard in the first field as the form opens, for a form opened by a button. */
  autoFocus?: boolean;
  /** Offers to make it the default; not for a first address, which the server makes the default anyway. */
  offerDefault: boolean;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}

/**
 * A shipping address, new or saved, made to be filled on a phone: the browser's address autofill knows every
 * field, and the rules are the server's own (`addressSchema`), checked before anything is sent.
 */
export function AddressForm({
  title,
  showHeading = false,
  address,
  autoFocus = false,
  offerDefault,
  onSaved,
  onCancel,
}: AddressFormProps) {
  const dispatch = useAppDispatch();
  const [fields, setFields] = useState<Fields>(() => (address ? fieldsOf(address) : EMPTY));
  const [isDefault, setIsDefault] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [saving, setSaving] = useState(false);

  const set = (field: keyof Fields) => (value: string) => {
    const next = { ...fields, [field]: value };
    setFields(next);
    // A message goes as soon as its field is right, not at the next attempt.
    setErrors((shown) => ({ ...shown, fields: errorsAfterEdit(shown.fields, fieldErrors(next), [field]) }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = check(fields, isDefault);
    if (!parsed.success) {
      setErrors({ fields: toFieldErrors(parsed.error), general: null });
      focusFirstInvalid(form);
      return;
    }
    setSaving(true);
    setErrors(noErrors);
    const result = address
      ? await dispatch(updateAddress({ id: address.id, fields: parsed.data }))
      : await dispatch(createAddress(parsed.data));
    setSaving(false);
    if (createAddress.fulfilled.match(result) || updateAddress.fulfilled.match(result))
      onSaved(result.payload);
    else {
      setErrors(serverFormErrors(result.payload, FIELDS));
      focusFirstInvalid(form);
    }
  }

  const error = (field: keyof Fields) => errors.fields[field];
  const headingId = 'address-form-title';

  return (
    <form
      className="address-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      {...(showHeading ? { 'aria-labelledby': headingId } : { 'aria-label': title })}
    >
      {showHeading && (
        <h3 id={headingId} className="address-form__title">
          {title}
        </h3>
      )}
      {errors.general && (
        <p className="form-error" role="alert">
          {errors.general}
        </p>
      )}
      <fieldset className="address-form__fields" disabled={saving}>
        <TextField
          id="address-name"
          label="Full name"
          autoComplete="name"
          autoFocus={autoFocus}
          value={fields.name}
          onValueChange={set('name')}
          error={error('name')}
        />
        <TextField
          id="address-line1"
          label="Street address"
          autoComplete="address-line1"
          value={fields.line1}
          onValueChange={set('line1')}
          error={error('line1')}
        />
        <TextField
          id="address-line2"
          label="Apartment, suite, etc. (optional)"
          autoComplete="address-line2"
          value={fields.line2}
          onValueChange={set('line2')}
          error={error('line2')}
        />
        <div className="address-form__row">
          <TextField
            id="address-city"
            label="City"
            autoComplete="address-level2"
            value={fields.city}
            onValueChange={set('city')}
            error={error('city')}
          />
          <TextField
            id="address-region"
            label="State or region (optional)"
            autoComplete="address-level1"
            value={fields.region}
            onValueChange={set('region')}
            error={error('region')}
          />
        </div>
        <div className="address-form__row">
          <TextField
            id="address-postal_code"
            label="Postal code"
            autoComplete="postal-code"
            value={fields.postal_code}
            onValueChange={set('postal_code')}
            error={error('postal_code')}
          />
          <div className="field">
            <label htmlFor="address-country">Country</label>
            <select
              id="address-country"
              autoComplete="country"
              value={fields.country}
              onChange={(event) => set('country')(event.target.value)}
              aria-invalid={Boolean(error('country'))}
              aria-describedby={error('country') ? 'address-country-error' : undefined}
            >
              {COUNTRY_OPTIONS.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            {error('country') && (
              <p id="address-country-error" className="field-error">
                {error('country')}
              </p>
            )}
          </div>
        </div>
        {offerDefault && (
          <label className="checkbox address-form__default">
            <input
              type="checkbox"
              checked={isDefault}
              onChange={(event) => setIsDefault(event.target.checked)}
            />
            Make this my default address
          </label>
        )}
        <div className="address-form__actions">
          <button type="submit" className="button button--primary">
            {saving ? 'Saving...' : 'Save address'}
          </button>
          {onCancel && (
            <button type="button" className="button button--ghost" onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
