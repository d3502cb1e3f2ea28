import { optionSchema } from '@handmade/common';
import { useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { TextField } from '../../components/TextField';
import { optionErrorKey, type OptionDraft } from './variationsDraft';

interface OptionEditorProps {
  index: number;
  option: OptionDraft;
  errors: Record<string, string>;
  onChange: (option: OptionDraft) => void;
  onRemove: () => void;
}

export const optionFieldId = (index: number, field: 'name' | 'new') => `option-${index}-${field}`;

/** One option: its name, its values as removable chips, and a box that adds one value at a time. */
export function OptionEditor({ index, option, errors, onChange, onRemove }: OptionEditorProps) {
  const [newValue, setNewValue] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const newId = optionFieldId(index, 'new');
  const valuesLabelId = `option-${index}-values`;
  const valuesErrorId = `option-${index}-values-error`;
  const title = option.name.trim() || `option ${index + 1}`;
  const valuesError = addError ?? errors[optionErrorKey(index, 'values')];

  function add() {
    const value = newValue.trim();
    const input = document.getElementById(newId);
    if (!value) {
      input?.focus();
      return;
    }
    // The shared rule for the values as they would be: no repeat, 40 characters each, 20 at most.
    const parsed = optionSchema.shape.values.safeParse([...option.values, value]);
    if (!parsed.success) {
      setAddError(parsed.error.issues[0]?.message ?? null);
      input?.focus();
      return;
    }
    setAddError(null);
    setNewValue('');
    onChange({ ...option, values: [...option.values, value] });
    input?.focus();
  }

  function remove(value: string) {
    // The chip's button goes with it: the keyboard stays in this option, on the box that adds values.
    flushSync(() => onChange({ ...option, values: option.values.filter((kept) => kept !== value) }));
    document.getElementById(newId)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the value, it does not send the form.
    event.preventDefault();
    add();
  }

  return (
    <fieldset className="option-editor">
      <legend>Option {index + 1}</legend>
      <TextField
        id={optionFieldId(index, 'name')}
        label="Name"
        hint="Like Size, Colour or Material."
        value={option.name}
        onValueChange={(name) => onChange({ ...option, name })}
        error={errors[optionErrorKey(index, 'name')]}
        autoComplete="off"
        onKeyDown={(event) => {
          // Enter goes on to the option's values rather than sending the form.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          document.getElementById(newId)?.focus();
        }}
      />
      <p id={valuesLabelId} className="option-editor__label">
        Values
      </p>
      {option.values.length > 0 ? (
        <ul className="option-chips" aria-labelledby={valuesLabelId}>
          {option.values.map((value) => (
            <li key={value} className="option-chip">
              <span className="option-chip__text">{value}</span>
              <button
                type="button"
                className="option-chip__remove"
                aria-label={`Remove ${value} from ${title}`}
                onClick={() => remove(value)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted option-editor__none">No values yet.</p>
      )}
      <div className="field option-editor__new">
        <label htmlFor={newId}>
          New value<span className="visually-hidden"> for {title}</span>
        </label>
        <div className="option-editor__add">
          <input
            id={newId}
            value={newValue}
            autoComplete="off"
            onChange={(event) => {
              setNewValue(event.target.value);
              setAddError(null);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={Boolean(valuesError)}
            aria-describedby={valuesError ? valuesErrorId : undefined}
          />
          <button type="button" className="button button--secondary" onClick={add}>
            Add value
          </button>
        </div>
        {valuesError && (
          <p id={valuesErrorId} className="field-error">
            {valuesError}
          </p>
        )}
      </div>
      <button type="button" className="link-button option-editor__remove" onClick={onRemove}>
        Remove option<span className="visually-hidden"> {title}</span>
      </button>
    </fieldset>
  );
}
