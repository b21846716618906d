import type { ReactNode } from 'react';

/**
 * Returns the close cross: 20 px, drawn in the current colour with presentation attributes (no sheet needed), and
 * hidden from assistive technology — the button around it carries the label.
 */
export function CloseIcon({ part }: { part?: string }): ReactNode {
  return (
    <svg
      part={part}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
