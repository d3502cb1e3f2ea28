interface CountedTextAreaProps {
  id: string;
  label: string;
  value: string;
  max: number;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  rows?: number;
  hint?: string;
}

/** A labelled textarea that counts what has been written against its limit, with its error below. */
export function CountedTextArea({
  id,
  label,
  value,
  max,
  onValueChange,
  error,
  rows = 4,
  hint,
}: CountedTextAreaProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', `${id}-count`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="muted shop-profile-form__hint">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={rows}
        value={value}
        // A little past the limit, so a paste that is too long is shown and explained rather than cut.
        maxLength={max + 50}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={described}
      />
      <p id={`${id}-count`} className="muted shop-profile-form__count">
        {value.trim().length} / {max}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
