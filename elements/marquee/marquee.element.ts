import { boolean, number, oneOf, string } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

// spec 000 §3: waveFrequency (1), waveIntensity (0), animationDirection (left), animationSpeed (1), pausedOnHover (false).
/** The attributes of `<sqs-marquee>`. */
export const marqueeAttributes = {
  /** How many waves run along one copy of the text (0 or more). Default 1. */
  waveFrequency: number(1, { min: 0 }),
  /** The wave's height in units of `--sqs-marquee-wave-height`; 0 (the default) is no wave. */
  waveIntensity: number(0, { min: 0 }),
  /** Which way the text moves. Default `left`. */
  animationDirection: oneOf(['left', 'right'] as const, 'left'),
  /** Speed factor from 0.1 to 10; 1 (the default) is 60 px per second. */
  animationSpeed: number(1, { min: 0.1, max: 10 }),
  /** Pauses while the pointer is over the marquee. */
  pausedOnHover: boolean(),
  /**
   * The platform's block data, read with the attributes' names as keys, beside `marqueeItems` (`[{ "text" }]`, the
   * text), `textSize` and `itemSpacing` (`{ "unit", "value" }`: the text size and the space after each copy); an
   * attribute wins, any other key is warned. The props of a rendered `.Marquee` child are read the same way.
   */
  blockJson: string(''),
};

/**
 * A line of text that scrolls continuously in a seamless loop, optionally along a wave. The text stays in the light
 * DOM (read once by screen readers; the moving copies are hidden from them). It stops when off-screen, shows the
 * text statically under reduced motion or in a region narrower than 50 px, and has a pause/play button (WCAG 2.2.2).
 * The host's `data-state` is `running`, `paused` (by its button, by hover with `paused-on-hover`, or while
 * off-screen) or `static` (not animated). A published scrolling block can be written as the element: its rendered
 * `.Marquee` child gives the settings (its `Marquee-props` script: `marqueeItems`, `animationDirection`,
 * `animationSpeed`, `waveFrequency`, `waveIntensity`, `textSize`, `itemSpacing`) and the text (its `.Marquee-item`s
 * when the props name none); the element then shows that text and none of the rendered copies.
 *
 * @summary Scrolling text in a seamless loop, with an optional wave, a pause button and reduced-motion support.
 * @tag sqs-marquee
 *
 * @slot - The text, shown as is when the marquee does not move (unused when a rendered `.Marquee` gives the text).
 *
 * @csspart base - The wrapper of the region and the button; carries `data-state` too.
 * @csspart viewport - The clipped region the text moves through.
 * @csspart content - The slotted text: visible when static, visually hidden (still read) while moving.
 * @csspart track - The strip of copies that moves.
 * @csspart copy - One copy of the text in the track, hidden from screen readers.
 * @csspart char - One character of a copy while the wave is on.
 * @csspart toggle - The pause/play button.
 * @csspart toggle-icon - The pause or play symbol inside the button.
 *
 * @cssproperty --sqs-marquee-font-size - The text size.
 * @cssproperty --sqs-marquee-font-weight - The text weight.
 * @cssproperty --sqs-marquee-line-height - The text line height.
 * @cssproperty --sqs-marquee-gap - The space after each copy of the text.
 * @cssproperty --sqs-marquee-padding-block - Space above and below the text.
 * @cssproperty --sqs-marquee-wave-height - The wave's height per unit of `wave-intensity`.
 * @cssproperty --sqs-marquee-toggle-size - The size of the pause/play button.
 * @cssproperty --sqs-marquee-toggle-color - The button's symbol colour.
 * @cssproperty --sqs-marquee-toggle-background - The button's background.
 * @cssproperty --sqs-marquee-toggle-border - The button's border.
 */
export type SqsMarqueeElement = ElementOf<typeof marqueeAttributes>;

/** The contract of `<sqs-marquee>`. */
export const marqueeElement = defineContract('sqs-marquee', marqueeAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-marquee': SqsMarqueeElement;
  }
}
