import type { ReactNode } from 'react';
import type { ShareNetwork } from './share-buttons.element.js';

// Each button's glyph on a 24-unit grid, drawn in strokes of the current colour (as the close cross is): a plain
// sign for each network rather than its brand mark, so nothing of a third party is drawn or fetched.
const PATHS: Record<ShareNetwork, string> = {
  // A lower-case f.
  facebook: 'M15 4h-2a3 3 0 0 0-3 3v13M7 11h7',
  // Two crossed strokes.
  x: 'M5 4l14 16M19 4L5 20',
  // "in": a dot, a stem and an arch.
  linkedin: 'M6 5v.5M6 10v9M11 19v-9M11 14a3.5 3.5 0 0 1 7 0v5',
  // A pin.
  pinterest: 'M12 21l2-9M9 12a4 4 0 1 1 6 3',
  // An envelope.
  email: 'M3 6h18v12H3zM3 6l9 7 9-7',
  // Two links of a chain.
  copy: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  // A box with an arrow leaving it.
  native: 'M12 15V3M8 7l4-4 4 4M5 11v9h14v-9',
};

/** Returns the 20 px glyph of `network`, hidden from assistive technology (the link or button carries the name). */
export function ShareIcon({ network }: { network: ShareNetwork }): ReactNode {
  return (
    <svg
      part="icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[network]} />
    </svg>
  );
}
