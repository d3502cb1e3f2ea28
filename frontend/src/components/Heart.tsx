import './Heart.css';

interface HeartProps {
  active: boolean;
  onToggle: () => void;
  /** What the heart is for, read out with the action: "Add Lamp to favorites". */
  itemName: string;
  className?: string;
}

export function Heart({ active, onToggle, itemName, className = '' }: HeartProps) {
  return (
    <button
      type="button"
      className={`heart ${active ? 'heart--active' : ''} ${className}`}
      aria-pressed={active}
      aria-label={active ? `Remove ${itemName} from favorites` : `Add ${itemName} to favorites`}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.4 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.6 0 5.5 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
