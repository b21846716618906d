import { number, oneOf } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The placeholder's height in percent of its width for `ratio="auto"` (spec 000 §9). */
export const ANIMATE_AUTO_RATIO = 65;
/** The content's scale while hidden (spec 000 §9 "hidden scale 0.94"). */
export const ANIMATE_HIDDEN_SCALE = 0.94;
/** The spec's animation time in seconds (spec 000 §9 "Default animation 0.3 s"). */
export const ANIMATE_DURATION = 0.3;
/** The longest animation, in seconds; a longer `duration` is clamped to it. */
export const ANIMATE_MAX_DURATION = 2;

/** How the content comes in: scale (from 0.94, the spec's default), fade, or slide-up. */
export const ANIMATIONS = ['scale', 'fade', 'slide-up'] as const;

/** The attributes of `<sqs-animate>`. */
export const animateAttributes = {
  /** How the content comes in: scale (default; from 0.94 and transparent), fade or slide-up. */
  animation: oneOf(ANIMATIONS, 'scale'),
  /** How long it takes to come in, in seconds (spec 000 §9: 0.3). Longer than 2 is clamped to 2. */
  duration: number(ANIMATE_DURATION, { min: 0 }),
  /** The placeholder's proportions before loading: auto (65 % of the width, default) or count (100 % / `count`). */
  ratio: oneOf(['auto', 'count'] as const, 'auto'),
  /** With `ratio="count"`: how many items a row holds (a whole number from 1); the placeholder is one row of squares. */
  count: number(1, { min: 1, integer: true }),
};

/**
 * An animated block (spec 000 §4 "Animation blocks get a loaded marker when at least half visible (or taller than the
 * window and intersecting), after waiting for their images"; §9): its slotted content is hidden (transparent and
 * scaled to 0.94) until the block gets its loaded marker, the host's `data-loaded` attribute, then comes in over
 * 0.3 s. The marker comes once every `<img>` and `<sqs-image>` in its content has loaded or failed, and the block is
 * at least half visible (or, taller than the window, visible at all). Until then the block reserves a placeholder box
 * 65 % of its width high (`ratio="auto"`) or 100 % / `count` (`ratio="count"`): a minimum, so taller content keeps
 * its own height. Focus moving into hidden content shows it at once; under reduced motion nothing moves and the
 * content is shown at once. The content stays in the light DOM and in the accessibility tree throughout.
 *
 * @summary Shows its content with a short animation once it is half in view and its pictures have loaded.
 * @tag sqs-animate
 *
 * @slot - The content that comes in (any markup, `<img>` and `<sqs-image>` included).
 *
 * @csspart base - The box holding the content; the placeholder's proportions are on it before loading.
 * @csspart content - The content that is hidden, then animated in.
 *
 * @cssproperty --sqs-animate-easing - The timing function of the animation. Default ease-out.
 * @cssproperty --sqs-animate-distance - How far `slide-up` content travels. Default 24px.
 */
export type SqsAnimateElement = ElementOf<typeof animateAttributes>;

/** The contract of `<sqs-animate>`. */
export const animateElement = defineContract('sqs-animate', animateAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-animate': SqsAnimateElement;
  }
}
