import { CATEGORIES, formatPrice, MESSAGES } from '@handmade/common';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/state/hooks';
import { bannerShown } from '../../app/state/uiSlice';
import { TextField } from '../../components/TextField';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import type { Product } from '../../lib/types';
import { checkListing, variantsSummary } from './listingDraft';
import { PersonalizationSection } from './PersonalizationSection';
import { PhotoSlotField } from './PhotoSlotField';
import { fileError, slotImageUrl } from './photoSlots';
import { saveProduct } from './productsApi';
import { ShippingProfileField } from './ShippingProfileField';
import { fetchProduct } from './productsSlice';
import { useListingDraft } from './useListingDraft';
import { useSavePhotos } from './useSavePhotos';
import { usePhotoSlots } from './usePhotoSlots';
import { VariationsSection } from './VariationsSection';
import './ProductForm.css';
import './Variations.css';

const SERVER_FIELDS = [
  'title',
  'description',
  'inventory',
  'price',
  'categoryId',
  'shipping_profile_id',
  'options',
  'variants',
  'personalization',
];

/** What the first field or section needing work is: the keyboard goes there after a refused submit. */
const NEEDS_WORK = '[aria-invalid="true"], .product-form__section-error';

/** What stands in for the price and stock fields while the variants set them. */
function VariantsNote({ summary }: { summary: { price: number; inventory: number } | null }) {
  return (
    <p className="product-form__variants-note">
      {summary
        ? `From ${formatMoney(summary.price)}, ${summary.inventory} in stock over its variants.`
        : 'Each combination under Variations has its own price and stock.'}
    </p>
  );
}

/** Create (no product) or edit a listing: its fields, then its photos, uploaded one after another. */
export function ProductForm({ product }: { product: Product | null }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const {
    draft,
    errors,
    setErrors,
    setField: set,
    setVariations,
    setPersonalization,
  } = useListingDraft(product);
  const fields = draft.fields;
  // While the listing has options, its price and stock are its variants'.
  const byVariants = draft.variations.options.length > 0;
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Set once a new product is created, so a retry after a failed photo updates it instead of adding another.
  const [productId, setProductId] = useState<number | null>(product?.id ?? null);
  const photos = usePhotoSlots(product?.product_images);
  const savePhotos = useSavePhotos(photos);

  function validate() {
    const { data, errors: found } = checkListing(draft);
    let photosOk = true;
    photos.slots.forEach((slot, index) => {
      const error =
        (slot.file && fileError(slot.file)) ||
        (index === 0 && !slotImageUrl(slot) ? MESSAGES.previewImageRequired : null);
      photos.patch(index, { error });
      if (error) photosOk = false;
    });
    setErrors(found);
    return data && photosOk ? data : null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setGeneral(null);
    const form = event.currentTarget;
    const valid = validate();
    if (!valid) {
      // After React has drawn the messages, take the keyboard to the first field that needs work, unless the
      // person has already moved on to a field of their choosing (their typing must not land elsewhere).
      const focused = document.activeElement;
      requestAnimationFrame(() => {
        if (document.activeElement === focused) {
          form.querySelector<HTMLElement>(NEEDS_WORK)?.focus();
        }
      });
      return;
    }
    setSaving(true);
    const saved = await dispatch(saveProduct({ id: productId, fields: valid }));
    if (!saveProduct.fulfilled.match(saved)) {
      const error = saved.payload;
      // The price and stock fields are not on screen while the variants set them: their messages go above.
      const shown = byVariants
        ? SERVER_FIELDS.filter((key) => key !== 'price' && key !== 'inventory')
        : SERVER_FIELDS;
      const serverErrors = Object.fromEntries(
        shown.filter((key) => error?.errors[key]).map((key) => [key, error?.errors[key] ?? '']),
      );
      if (error?.errors.previewImageUrl) photos.patch(0, { error: error.errors.previewImageUrl });
      setErrors(serverErrors);
      if (Object.keys(serverErrors).length === 0)
        setGeneral(error && error.status < 500 ? error.message : MESSAGES.serverError);
      setSaving(false);
      return;
    }
    const id = saved.payload.id;
    setProductId(id);
    const photosSaved = await savePhotos(id);
    // The gallery and the preview picture changed on the server: read the product again.
    await dispatch(fetchProduct(id));
    if (photosSaved) {
      dispatch(bannerShown(product ? 'Listing saved.' : 'Listing published.'));
      navigate(paths.product.href(id));
    } else {
      setGeneral('The product was saved, but some photos were not. See the messages under them.');
      setSaving(false);
    }
  }

  return (
    <form className="product-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {general && (
        <p className="form-error" role="alert">
          {general}
        </p>
      )}
      <div className="product-form__columns">
        <fieldset className="product-form__details" disabled={saving}>
          <legend className="visually-hidden">Details</legend>
          <TextField
            id="product-title"
            label="Title"
            value={fields.title}
            onValueChange={set('title')}
            error={errors.title}
          />
          <div className="field">
            <label htmlFor="product-description">Description</label>
            <textarea
              id="product-description"
              rows={6}
              value={fields.description}
              onChange={(event) => set('description')(event.target.value)}
              aria-invalid={Boolean(errors.description)}
              aria-describedby={errors.description ? 'product-description-error' : undefined}
            />
            {errors.description && (
              <p id="product-description-error" className="field-error">
                {errors.description}
              </p>
            )}
          </div>
          {byVariants ? (
            <VariantsNote summary={variantsSummary(draft)} />
          ) : (
            <div className="product-form__row">
              <TextField
                id="product-inventory"
                label="Inventory"
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                value={fields.inventory}
                onValueChange={set('inventory')}
                error={errors.inventory}
              />
              <TextField
                id="product-price"
                label="Price (USD)"
                type="number"
                min={0.01}
                step={0.01}
                inputMode="decimal"
                value={fields.price}
                onValueChange={set('price')}
                onBlur={() => {
                  const price = Number(fields.price);
                  if (fields.price.trim() !== '' && Number.isFinite(price)) set('price')(formatPrice(price));
                }}
                error={errors.price}
              />
            </div>
          )}
          <div className="field">
            <label htmlFor="product-category">Category</label>
            <select
              id="product-category"
              value={fields.categoryId}
              onChange={(event) => set('categoryId')(event.target.value)}
              aria-invalid={Boolean(errors.categoryId)}
              aria-describedby={errors.categoryId ? 'product-category-error' : undefined}
            >
              <option value="">Select a category</option>
              {CATEGORIES.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
            {errors.categoryId && (
              <p id="product-category-error" className="field-error">
                {errors.categoryId}
              </p>
            )}
          </div>
          <ShippingProfileField
            value={fields.shippingProfileId}
            onChange={set('shippingProfileId')}
            disabled={saving}
            error={errors.shipping_profile_id}
          />
        </fieldset>
        <fieldset className="product-form__photos">
          <legend>Photos</legend>
          <p className="muted product-form__hint">
            Up to six photos: PNG, JPEG, GIF or WebP, at most 5 MB each. The preview photo is shown first.
          </p>
          <div className="photo-slots">
            {photos.slots.map((slot, index) => (
              <PhotoSlotField
                key={index}
                index={index}
                slot={slot}
                disabled={saving}
                onChoose={(file) => photos.choose(index, file)}
                onRemove={() => photos.remove(index)}
              />
            ))}
          </div>
        </fieldset>
      </div>
      <VariationsSection
        draft={draft.variations}
        listingPrice={fields.price}
        errors={errors}
        disabled={saving}
        onChange={setVariations}
      />
      <PersonalizationSection
        draft={draft.personalization}
        errors={errors}
        disabled={saving}
        onChange={setPersonalization}
      />
      <div className="product-form__submit">
        {saving && (
          <p className="product-form__loading" role="status">
            Loading...
          </p>
        )}
        <button
          type="button"
          className="button button--secondary"
          disabled={saving}
          onClick={() => navigate(-1)}
        >
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={saving}>
          {product ? 'Save changes' : 'Create product'}
        </button>
      </div>
    </form>
  );
}
