import type { ReactNode } from 'react';

export interface IconProps {
  size?: number;
}

/** An inline icon's frame: decorative, so hidden from assistive technology; the control around it carries the label. */
export function Svg({ size = 22, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
