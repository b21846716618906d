import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { animateAttributes, SqsAnimateElement } from './animate.element.js';
import { useAnimate } from './useAnimate.js';

/** Renders the box (the placeholder until loaded) and the content that comes in. */
export function Animate({ host, ...options }: ElementProps<typeof animateAttributes, SqsAnimateElement>): ReactNode {
  const { loaded, reducedMotion, baseStyle, contentStyle } = useAnimate(host, options);
  return (
    <div
      part="base"
      data-animation={options.animation}
      data-loaded={loaded ? '' : undefined}
      data-reduced-motion={reducedMotion ? '' : undefined}
      style={baseStyle}
    >
      <div part="content" style={contentStyle}>
        <slot />
      </div>
    </div>
  );
}
