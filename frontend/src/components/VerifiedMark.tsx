import { CheckIcon } from './icons';
import './VerifiedMark.css';

/**
 * "✓ Verified": an email its owner confirmed. With an `explanation`, that is its tooltip and what screen readers
 * hear instead of the bare word.
 */
export function VerifiedMark({ explanation }: { explanation?: string }) {
  const described = explanation
    ? { role: 'img', 'aria-label': `Verified: ${explanation}`, title: explanation }
    : {};
  return (
    <span className="verified-mark" {...described}>
      <CheckIcon size={14} />
      Verified
    </span>
  );
}
