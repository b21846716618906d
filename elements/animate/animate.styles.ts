import { css } from '../shared/css.js';
import { ANIMATE_HIDDEN_SCALE } from './animate.element.js';

/*
 * The hidden state and the transition apply only where motion is welcome: under reduced motion (the media feature, or
 * the preference as the element reads it: data-reduced-motion) nothing is hidden and nothing moves.
 */
export const animateStyles = css`
  :host {
    --sqs-animate-easing: ease-out;
    --sqs-animate-distance: 24px;
    display: block;
  }
  /* Its own formatting context: the content's margins stay inside the box, with the placeholder and without it. */
  [part~='base'] {
    display: flow-root;
  }
  [part~='content'] {
    transition-property: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    [part~='base']:not([data-reduced-motion]) [part~='content'] {
      transition-property: opacity, transform;
      transition-timing-function: var(--sqs-animate-easing);
    }
    [part~='base']:not([data-loaded], [data-reduced-motion]) [part~='content'] {
      opacity: 0;
    }
    [part~='base'][data-animation='scale']:not([data-loaded], [data-reduced-motion]) [part~='content'] {
      transform: scale(${ANIMATE_HIDDEN_SCALE});
    }
    [part~='base'][data-animation='slide-up']:not([data-loaded], [data-reduced-motion]) [part~='content'] {
      transform: translateY(var(--sqs-animate-distance));
    }
  }
`;
