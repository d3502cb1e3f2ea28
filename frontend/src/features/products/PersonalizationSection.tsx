import { TextField } from '../../components/TextField';
import { PERSONALIZATION_ERRORS, type PersonalizationDraft } from './listingDraft';

interface PersonalizationSectionProps {
  draft: PersonalizationDraft;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (draft: PersonalizationDraft) => void;
}

/** Whether the buyer types something for the piece (a name to engrave), what they are asked, and how much. */
export function PersonalizationSection({ draft, errors, disabled, onChange }: PersonalizationSectionProps) {
  const set = (changes: Partial<PersonalizationDraft>) => onChange({ ...draft, ...changes });
  return (
    <fieldset className="product-form__section personalization" disabled={disabled}>
      <legend>Personalization</legend>
      {errors.personalization && (
        <p className="form-error product-form__section-error" tabIndex={-1}>
          {errors.personalization}
        </p>
      )}
      <label className="checkbox personalization__ask">
        <input
          type="checkbox"
          checked={draft.asked}
          onChange={(event) => set({ asked: event.target.checked })}
        />
        Ask the buyer for text, like a name to engrave
      </label>
      {draft.asked && (
        <div className="personalization__fields">
          <TextField
            id="personalization-prompt"
            label="Prompt"
            hint="What the buyer reads above the box, like “Name to engrave”."
            value={draft.prompt}
            onValueChange={(prompt) => set({ prompt })}
            error={errors[PERSONALIZATION_ERRORS.prompt]}
            autoComplete="off"
          />
          <TextField
            id="personalization-max-length"
            label="Longest text (characters)"
            hint="From 1 to 1,000."
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            step={1}
            value={draft.maxLength}
            onValueChange={(maxLength) => set({ maxLength })}
            error={errors[PERSONALIZATION_ERRORS.maxLength]}
          />
          <label className="checkbox personalization__required">
            <input
              type="checkbox"
              checked={draft.required}
              onChange={(event) => set({ required: event.target.checked })}
            />
            Required: the buyer cannot order without it
          </label>
        </div>
      )}
    </fieldset>
  );
}
