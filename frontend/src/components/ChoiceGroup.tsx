import './ChoiceGroup.css';

interface ChoiceGroupProps<Option extends string | number> {
  /** The group's accessible name ("Period", "Show"). */
  label: string;
  options: readonly Option[];
  chosen: Option;
  /** The words on an option's button. */
  nameOf: (option: Option) => string;
  onChoose: (option: Option) => void;
  className?: string;
}

/** One box of toggle buttons, the chosen one filled: a period, or which list to show. */
export function ChoiceGroup<Option extends string | number>({
  label,
  options,
  chosen,
  nameOf,
  onChoose,
  className,
}: ChoiceGroupProps<Option>) {
  return (
    <div className={className ? `choice-group ${className}` : 'choice-group'} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="choice-group__option"
          aria-pressed={option === chosen}
          onClick={() => onChoose(option)}
        >
          {nameOf(option)}
        </button>
      ))}
    </div>
  );
}
