import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  /** A line under the label saying what to write, read with the field. */
  hint?: string | undefined;
  autoFocusInModal?: boolean;
}

/** A labelled input with its error message below it, tied together for screen readers. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  autoFocusInModal,
  ...input
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="muted field-hint">
          {hint}
        </p>
      )}
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={described || undefined}
        data-autofocus={autoFocusInModal ? '' : undefined}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
