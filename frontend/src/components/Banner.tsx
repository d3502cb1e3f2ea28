import { useEffect } from 'react';
import './Banner.css';

interface BannerProps {
  message: string;
  onDismiss: () => void;
  durationMs: number;
}

/** A short confirmation that fades away on its own. */
export function Banner({ message, onDismiss, durationMs }: BannerProps) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [onDismiss, durationMs]);

  return (
    <div className="banner" role="status" aria-live="polite">
      {message}
    </div>
  );
}
