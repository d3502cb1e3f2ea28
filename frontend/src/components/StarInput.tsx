import { useRef, useState, type KeyboardEvent } from 'react';
import './StarInput.css';

const VALUES = [1, 2, 3, 4, 5];

interface StarInputProps {
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (stars: number) => void;
  labelId: string;
  describedBy?: string | undefined;
}

/**
 * Stars 1 to 5 as a radio group: a click picks one; with the keyboard, Tab reaches the group and the arrow
 * keys (Home, End too) move the choice.
 */
export function StarInput({ value, onChange, labelId, describedBy }: StarInputProps) {
  const [hover, setHover] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = hover || value;

  function pick(stars: number) {
    onChange(stars);
    refs.current[stars - 1]?.focus();
  }

  function onKeyDown(event: KeyboardEvent, stars: number) {
    const next: Record<string, number> = {
      ArrowRight: stars === 5 ? 1 : stars + 1,
      ArrowUp: stars === 5 ? 1 : stars + 1,
      ArrowLeft: stars === 1 ? 5 : stars - 1,
      ArrowDown: stars === 1 ? 5 : stars - 1,
      Home: 1,
      End: 5,
    };
    const target = next[event.key];
    if (target !== undefined) {
      event.preventDefault();
      pick(target);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      pick(stars);
    }
  }

  return (
    <div
      className="star-input"
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      onMouseLeave={() => setHover(0)}
    >
      {VALUES.map((stars) => (
        <button
          key={stars}
          ref={(element) => {
            refs.current[stars - 1] = element;
          }}
          type="button"
          role="radio"
          aria-checked={value === stars}
          aria-label={stars === 1 ? '1 star' : `${stars} stars`}
          tabIndex={(value || 1) === stars ? 0 : -1}
          className={`star-input__star ${stars <= shown ? 'star-input__star--on' : ''}`}
          onClick={() => pick(stars)}
          onMouseEnter={() => setHover(stars)}
          onKeyDown={(event) => onKeyDown(event, stars)}
        >
          <span aria-hidden="true">★</span>
        </button>
      ))}
    </div>
  );
}
