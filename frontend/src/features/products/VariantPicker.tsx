import type { ProductOption, Variant } from '../../lib/types';
import { valueState, type Choice } from './variantChoice';

interface VariantPickerProps {
  options: readonly ProductOption[];
  variants: readonly Variant[];
  choice: Choice;
  onChange: (choice: Choice) => void;
  /** Why the choice was refused ("Choose the options first."), shown under the controls. */
  error?: string | undefined;
}

export const optionControlId = (index: number) => `product-option-${index}`;
const ERROR_ID = 'product-options-error';

/** Values longer than this get a select of their own line, so the chosen one reads in full. */
const SHORT_VALUE = 12;

/**
 * One select per option, labelled by its name. A value no combination offers (with the other choices) is
 * disabled; one whose combinations are all sold out says so and can still be chosen, to see its price.
 */
export function VariantPicker({ options, variants, choice, onChange, error }: VariantPickerProps) {
  return (
    <div className="variant-picker">
      {options.map((option, index) => {
        const id = optionControlId(index);
        const open = choice[index] === null;
        return (
          <div
            key={option.name}
            className={
              option.values.some((value) => value.length > SHORT_VALUE)
                ? 'field variant-picker__option variant-picker__option--wide'
                : 'field variant-picker__option'
            }
          >
            <label htmlFor={id}>{option.name}</label>
            <select
              id={id}
              value={choice[index] ?? ''}
              onChange={(event) =>
                onChange(choice.map((value, i) => (i === index ? event.target.value || null : value)))
              }
              aria-invalid={Boolean(error) && open}
              aria-describedby={error ? ERROR_ID : undefined}
            >
              <option value="">Choose one</option>
              {option.values.map((value) => {
                const state = valueState(variants, choice, index, value);
                return (
                  <option key={value} value={value} disabled={state === 'unavailable'}>
                    {value}
                    {state === 'sold-out' && ' (sold out)'}
                    {state === 'unavailable' && ' (unavailable)'}
                  </option>
                );
              })}
            </select>
          </div>
        );
      })}
      {error && (
        <p id={ERROR_ID} className="field-error variant-picker__error">
          {error}
        </p>
      )}
    </div>
  );
}
