import type { ReactNode } from 'react';
import type { useMessages } from '../shared/use-messages.js';
import type { SqsGalleryElement } from './gallery.element.js';

/** What the previous and next buttons need. */
export interface GalleryControlsProps {
  host: SqsGalleryElement;
  /** The gallery is at its first slide and does not loop. */
  atStart: boolean;
  /** The gallery is at its last slide (or group) and does not loop. */
  atEnd: boolean;
  t: ReturnType<typeof useMessages>;
}

/** Renders the previous and next buttons; at an end without loop the button says so with `aria-disabled`. */
export function GalleryControls({ host, atStart, atEnd, t }: GalleryControlsProps): ReactNode {
  const buttons = [
    { which: 'previous', end: atStart, glyph: '‹', go: () => host.previous() },
    { which: 'next', end: atEnd, glyph: '›', go: () => host.next() },
  ] as const;
  return buttons.map(({ which, end, glyph, go }) => (
    <button
      key={which}
      type="button"
      part={`button ${which}`}
      className={end ? 'disabled' : undefined}
      aria-disabled={end ? 'true' : undefined}
      aria-label={t(`gallery.${which}`)}
      onClick={go}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  ));
}

/** What the rotation control needs. */
export interface RotationButtonProps {
  /** Autoplay is on (the visitor may still hold it by hovering or focusing). */
  on: boolean;
  toggle(): void;
  t: ReturnType<typeof useMessages>;
}

/** Renders the WAI-ARIA APG carousel's rotation control: stops and starts the automatic slide show. */
export function RotationButton({ on, toggle, t }: RotationButtonProps): ReactNode {
  return (
    <button type="button" part="button rotation" aria-label={t(on ? 'gallery.stop' : 'gallery.start')} onClick={toggle}>
      <span aria-hidden="true">{on ? '❚❚' : '▶'}</span>
    </button>
  );
}
