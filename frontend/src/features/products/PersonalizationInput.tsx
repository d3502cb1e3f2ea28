import type { Product } from '../../lib/types';

interface PersonalizationInputProps {
  asked: NonNullable<Product['personalization']>;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export const PERSONALIZATION_ID = 'product-personalization';

/** Characters as the rule counts them: by code point, without the spaces around. */
const length = (text: string) => [...text.trim()].length;

/** A longer allowance gets a few lines to write in. */
const MULTILINE_FROM = 80;

/** The buyer's words for the piece: labelled by the seller's prompt, with a count against its limit. */
export function PersonalizationInput({ asked, value, onChange, error }: PersonalizationInputProps) {
  const countId = `${PERSONALIZATION_ID}-count`;
  const errorId = `${PERSONALIZATION_ID}-error`;
  const used = length(value);
  // A prompt that already says so needs no second "(optional)".
  const optional = !asked.required && !/\(optional\)\s*$/i.test(asked.prompt);
  const control = {
    id: PERSONALIZATION_ID,
    value,
    'aria-invalid': Boolean(error),
    'aria-describedby': [error ? errorId : '', countId].filter(Boolean).join(' '),
    'aria-required': asked.required,
  };
  return (
    <div className="field personalization-input">
      <label htmlFor={PERSONALIZATION_ID}>
        {asked.prompt}
        {optional && <span className="personalization-input__optional"> (optional)</span>}
      </label>
      {asked.max_length > MULTILINE_FROM ? (
        <textarea {...control} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...control}
          type="text"
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <p
        id={countId}
        className={
          used > asked.max_length
            ? 'personalization-input__count personalization-input__count--over'
            : 'personalization-input__count'
        }
      >
        {used} / {asked.max_length}
        <span className="visually-hidden"> characters</span>
      </p>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
