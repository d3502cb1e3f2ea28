import { ACCEPTED_IMAGE_TYPES, slotImageUrl, type PhotoSlot } from './photoSlots';

interface PhotoSlotFieldProps {
  index: number;
  slot: PhotoSlot;
  disabled: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

export function slotName(index: number): string {
  return index === 0 ? 'preview photo' : `photo ${index + 1}`;
}

/** One photo place: what it holds (the chosen file or the kept photo), and choose, replace or remove. */
export function PhotoSlotField({ index, slot, disabled, onChoose, onRemove }: PhotoSlotFieldProps) {
  const name = slotName(index);
  const url = slotImageUrl(slot);
  const filled = Boolean(url || slot.file);
  const headingId = `photo-slot-${index}`;
  const errorId = `${headingId}-error`;

  return (
    <div className="photo-slot" role="group" aria-labelledby={headingId}>
      <p className="photo-slot__name" id={headingId}>
        {index === 0 ? 'Preview photo' : `Photo ${index + 1}`}
        {index === 0 && <span className="photo-slot__required"> (required)</span>}
      </p>
      <div className={`photo-slot__frame ${slot.error ? 'photo-slot__frame--error' : ''}`}>
        {url ? (
          <img src={url} alt={`Chosen ${name}`} width={200} height={200} />
        ) : slot.file ? (
          <span className="photo-slot__file">{slot.file.name}</span>
        ) : (
          <span className="photo-slot__empty" aria-hidden="true">
            +
          </span>
        )}
      </div>
      {slot.progress !== null && (
        <progress
          className="photo-slot__progress"
          max={1}
          value={slot.progress}
          aria-label={`Uploading ${name}`}
        />
      )}
      <div className="photo-slot__actions">
        <label className={`button button--secondary photo-slot__choose ${disabled ? 'is-disabled' : ''}`}>
          {filled ? 'Replace' : 'Choose'}
          <span className="visually-hidden"> {name}</span>
          <input
            type="file"
            className="visually-hidden"
            accept={ACCEPTED_IMAGE_TYPES}
            disabled={disabled}
            aria-describedby={slot.error ? errorId : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so choosing the same file again still counts as a change.
              event.target.value = '';
              if (file) onChoose(file);
            }}
          />
        </label>
        {filled && (
          <button type="button" className="link-button" disabled={disabled} onClick={onRemove}>
            Remove<span className="visually-hidden"> {name}</span>
          </button>
        )}
      </div>
      {slot.error && (
        <p className="field-error" id={errorId}>
          {slot.error}
        </p>
      )}
    </div>
  );
}
