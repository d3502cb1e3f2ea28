import './LineChoices.css';

interface LineChoicesProps {
  /** The variant's values in its options' order, or null for a listing without variants. */
  values: readonly string[] | null;
  /** The listing's option names, when known: "Size: M" rather than "M". */
  names?: readonly string[] | undefined;
  /** The buyer's words, exactly as they typed them, or null. */
  personalization: string | null;
}

/** "Size: M · Colour: Indigo" and "Personalization: …" under a bought or cart line: what the buyer chose. */
export function LineChoices({ values, names, personalization }: LineChoicesProps) {
  const named = names !== undefined && values !== null && names.length === values.length;
  const options = (values ?? []).map((value, index) => (named ? `${names[index]}: ${value}` : value));
  if (options.length === 0 && !personalization) return null;
  return (
    <div className="line-choices">
      {options.length > 0 && <p className="line-choices__options">{options.join(' · ')}</p>}
      {personalization && (
        <p className="line-choices__personalization">
          Personalization: <span className="line-choices__words">{personalization}</span>
        </p>
      )}
    </div>
  );
}
