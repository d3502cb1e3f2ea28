import { shippingProfileSchema, toFieldErrors } from '@handmade/common';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/state/hooks';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { serverFormErrors } from '../../lib/formErrors';
import type { ShippingProfile } from '../../lib/types';
import { saveShippingProfile } from './shippingProfilesApi';

const FIELDS = [
  'name',
  'processing_days_min',
  'processing_days_max',
  'first_item',
  'additional_item',
  'free_over',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const money = (value: number) => value.toFixed(2);

function valuesOf(profile: ShippingProfile | null): Values {
  if (!profile)
    return {
      name: '',
      processing_days_min: '1',
      processing_days_max: '3',
      first_item: '',
      additional_item: '',
      free_over: '',
    };
  return {
    name: profile.name,
    processing_days_min: String(profile.processing_days_min),
    processing_days_max: String(profile.processing_days_max),
    first_item: money(profile.first_item),
    additional_item: money(profile.additional_item),
    free_over: profile.free_over === null ? '' : money(profile.free_over),
  };
}

interface ShippingProfileModalProps {
  /** The profile to change, or null for a new one. */
  profile: ShippingProfile | null;
  onClose: () => void;
  onSaved: (profile: ShippingProfile) => void;
}

/** A shipping profile's name, making time and prices, checked with the server's own rules before sending. */
export function ShippingProfileModal({ profile, onClose, onSaved }: ShippingProfileModalProps) {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const field = (name: Field, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField
      id={`profile-${name}`}
      label={label}
      value={values[name]}
      onValueChange={(value) => setValues((shown) => ({ ...shown, [name]: value }))}
      error={errors[name]}
      {...extra}
    />
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = shippingProfileSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      setGeneral(null);
      return;
    }
    setPending(true);
    const result = await dispatch(saveShippingProfile({ id: profile?.id, profile: parsed.data }));
    if (saveShippingProfile.fulfilled.match(result)) {
      onSaved(result.payload);
      return;
    }
    setPending(false);
    const failure = serverFormErrors(result.payload, FIELDS);
    setErrors(failure.fields);
    setGeneral(failure.general);
  }

  return (
    <Modal title={profile ? `Edit ${profile.name}` : 'New shipping profile'} onClose={onClose}>
      <form className="profile-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {general && (
          <p className="form-error" role="alert">
            {general}
          </p>
        )}
        {field('name', 'Name', { maxLength: 80, autoFocusInModal: true })}
        <fieldset className="profile-form__group">
          <legend>Processing time, in days</legend>
          <div className="profile-form__pair">
            {field('processing_days_min', 'Shortest', { inputMode: 'numeric' })}
            {field('processing_days_max', 'Longest', { inputMode: 'numeric' })}
          </div>
        </fieldset>
        <fieldset className="profile-form__group">
          <legend>Price, in dollars</legend>
          <div className="profile-form__pair">
            {field('first_item', 'First item', { inputMode: 'decimal' })}
            {field('additional_item', 'Each additional item', { inputMode: 'decimal' })}
          </div>
          {field('free_over', 'Free shipping over (optional)', { inputMode: 'decimal' })}
        </fieldset>
        <div className="dialog-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Saving…' : 'Save profile'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
