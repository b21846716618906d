import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { marqueeAttributes, SqsMarqueeElement } from './marquee.element.js';
import { useMarquee } from './useMarquee.js';

/**
 * Renders the marquee: the region holding the slotted text (or the text a rendered block gives) (shown when static, otherwise kept only for assistive
 * technology) and the moving track of copies hidden from it, then the pause/play button.
 */
export function Marquee({ host, ...options }: ElementProps<typeof marqueeAttributes, SqsMarqueeElement>): ReactNode {
  const { state, viewportProps, trackProps, firstCopyRef, copies, text, slotted, baseStyle, wave, toggleProps } =
    useMarquee(host, options);
  return (
    <div part="base" data-state={state} style={baseStyle}>
      <div part="viewport" {...viewportProps}>
        <span part="content">{slotted ? <slot /> : text}</span>
        {trackProps && (
          <div part="track" {...trackProps}>
            {Array.from({ length: copies }, (_, i) => (
              <span key={i} part="copy" aria-hidden="true" ref={i === 0 ? firstCopyRef : undefined}>
                {wave
                  ? wave.map(({ char, style }, j) => (
                      <span key={j} part="char" style={style}>
                        {char}
                      </span>
                    ))
                  : text}
              </span>
            ))}
          </div>
        )}
      </div>
      {toggleProps && (
        <button type="button" part="toggle" {...toggleProps}>
          <span part="toggle-icon" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
