import { MAX_OPTIONS } from '@handmade/common';
import { flushSync } from 'react-dom';
import { OptionEditor, optionFieldId } from './OptionEditor';
import { VariantGrid } from './VariantGrid';
import { gridRows, withNewOption, withRows, type VariationsDraft } from './variationsDraft';

interface VariationsSectionProps {
  draft: VariationsDraft;
  /** The listing's own price, which a new combination starts from. */
  listingPrice: string;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (draft: VariationsDraft) => void;
}

const ADD_ID = 'variations-add';

/** Up to two options, and a grid with a row per combination of their values. */
export function VariationsSection({
  draft,
  listingPrice,
  errors,
  disabled,
  onChange,
}: VariationsSectionProps) {
  const rows = gridRows(draft, listingPrice);
  const named = draft.options
    .map((option, index) => ({ option, index }))
    .filter(({ option }) => option.values.length > 0)
    .map(({ option, index }) => option.name.trim() || `Option ${index + 1}`);
  const whole = [errors.options, errors.variants].filter(Boolean);

  function addOption() {
    flushSync(() => onChange(withNewOption(draft)));
    document.getElementById(optionFieldId(draft.options.length, 'name'))?.focus();
  }

  function removeOption(index: number) {
    flushSync(() => onChange({ ...draft, options: draft.options.filter((_, i) => i !== index) }));
    document.getElementById(ADD_ID)?.focus();
  }

  return (
    <fieldset className="product-form__section variations" disabled={disabled}>
      <legend>Variations</legend>
      <p className="muted product-form__hint">
        Sizes, colours, materials: up to two options of up to 20 values each. Each combination has its own
        price and stock; untick the ones you do not make.
      </p>
      {whole.map((message) => (
        <p key={message} className="form-error product-form__section-error" tabIndex={-1}>
          {message}
        </p>
      ))}
      {draft.options.length > 0 && (
        <div className="variations__options">
          {draft.options.map((option, index) => (
            <OptionEditor
              key={option.id}
              index={index}
              option={option}
              errors={errors}
              onChange={(changed) =>
                onChange({
                  ...draft,
                  options: draft.options.map((kept, i) => (i === index ? changed : kept)),
                })
              }
              onRemove={() => removeOption(index)}
            />
          ))}
        </div>
      )}
      {draft.options.length < MAX_OPTIONS && (
        <button
          id={ADD_ID}
          type="button"
          className="button button--secondary variations__add"
          onClick={addOption}
        >
          {draft.options.length === 0 ? 'Add an option' : 'Add a second option'}
        </button>
      )}
      {rows.length > 0 && (
        <VariantGrid
          optionNames={named}
          rows={rows}
          errors={errors}
          onChange={(changed, changes) => onChange(withRows(draft, changed, changes))}
        />
      )}
    </fieldset>
  );
}
