import { boolean, oneOf, string, url } from '../shared/attributes.js';
import type { Timers } from '../../runtime/lib/timers.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';

/** How the player sits in its box (spec 001 §5: none, fit, fill). */
export const VIDEO_MODES = ['none', 'fit', 'fill'] as const;
/** One of `VIDEO_MODES`. */
export type VideoMode = (typeof VIDEO_MODES)[number];

/** The attributes of `<sqs-video>`. */
export const videoAttributes = {
  /** The provider's embed code (an `<iframe>`); sanitized to the allow-list. */
  html: string(''),
  /**
   * The provider's name (YouTube or Vimeo); used when the iframe's host does not tell. Any other name makes the embed
   * an embed page (Twitter: a quote that sizes itself).
   */
  providerName: string(''),
  /** Spec 001 §3's name for `html`; `html` wins when both are set. */
  dataHtml: string(''),
  /** Spec 001 §3's name for `provider-name`; `provider-name` wins when both are set. */
  dataProviderName: string(''),
  /** How the player sits in the box: fit (contain), fill (cover) or none. Default fit. */
  mode: oneOf(VIDEO_MODES, 'fit'),
  /** Dims the thumbnail behind the play button. */
  overlay: boolean(),
  /** The thumbnail image's url. */
  thumbnail: url(''),
  /** The video's title: the thumbnail's text and the play button's name. */
  alt: string(''),
  /**
   * The platform's video block data (`data-block-json`): `html`, `providerName`, `thumbnailUrl` and `overlay` stand
   * for the attributes of the same meaning, which win when set.
   */
  blockJson: string(''),
};

/**
 * A video embed with a play overlay (spec 001 §3 "Video embed", §4, §5, §7–§9; WAI-ARIA APG button): the thumbnail
 * and a play button are shown until the visitor plays the video; click, Enter or Space on the button creates the
 * player iframe (only then), moves focus to it and returns every other `<sqs-video>` on the page to its overlay.
 * The embed html is sanitized to an allow-list of provider iframes (https `youtube.com/embed`,
 * `youtube-nocookie.com/embed`, `player.vimeo.com/video`); anything else shows 'Invalid video embed.'.
 * `play()` and `pause()` control a playing player by cross-window messages (YouTube with `enablejsapi=1`, Vimeo's
 * player API). Changing `mode` reloads the video. Without width and height in the embed the box keeps the fallback
 * aspect ratio of 56.3 %. `data-html` and `data-provider-name` are accepted as well as `html` and `provider-name`;
 * an `<object>` embed of an allow-listed player is played as its own type (`data-type="object"`). A featured image
 * (`thumbnail`) on a video with no embed code explains that featured images need an embedded video; when the Vimeo
 * player answers that the account cannot embed, the Vimeo Basic message replaces it. Each of these messages is also a
 * console warning naming the element. While the window is resized the player is hidden; 1000 ms after the last
 * resize it is fitted again and made visible. An embed of another provider (`provider-name` neither YouTube, Vimeo
 * nor Twitter) is an embed page: one sandboxed https (or same-site) iframe, shown at once with no play button, hidden
 * until it has loaded, then sized to its ratio (or 56.3 %) and shown, and sized again at each resize end; a Twitter
 * embed is shown as its sanitized quote, which sizes itself, and left alone.
 *
 * It plays a video block as published pages carry it: `block-json` holds the block's data (`html`, `providerName`,
 * `thumbnailUrl`, `overlay`; `customThumb`, the site's own thumbnail, shows the rendered overlay's image
 * (`.sqs-video-overlay img`, its `data-src`) in place of `thumbnailUrl`; `url`, `width`, `height`, `layout` and
 * `isOldBlock: false` change nothing shown; any other key, a `customThumb` without a rendered image, a shown
 * `description` caption and a `blockAnimation` other than `none` are warned once, naming the key), and the block's
 * rendered markup may be its children (the wrapper's `data-html` and `data-provider-name`, or the rendered iframe;
 * the overlay's image as the thumbnail), read when neither an attribute nor the block data gives them. A protocol-relative source (`//www.youtube.com/…`)
 * is https, line breaks and white space around or inside the iframe are ignored, and an embed service's wrapper
 * (`cdn.embedly.com/widgets/media.html?src=…`) is replaced by the provider's player it wraps, which must itself be
 * allow-listed.
 *
 * @summary A provider video (YouTube, Vimeo) behind a thumbnail and a play button.
 * @tag sqs-video
 *
 * @prop {Timers} timers - The clock of the resize end (the page's own by default).
 *
 * @csspart base - The video's box.
 * @csspart thumbnail - The thumbnail image.
 * @csspart play-button - The play button.
 * @csspart player - The area holding the player iframe.
 * @csspart error - The invalid embed message.
 * @csspart embed - The base of an embed page or a Twitter quote.
 *
 * @cssproperty --sqs-video-aspect-ratio - The box's height as a percentage of its width when the embed gives none. Default 56.3%.
 * @cssproperty --sqs-video-overlay-color - The overlay dimming the thumbnail.
 * @cssproperty --sqs-video-button-size - The play button's size. Default 72px.
 * @cssproperty --sqs-video-duration - The player's fade-in time. Default 0.3s.
 */
export interface SqsVideoElement extends SqsElement, AttributeValues<typeof videoAttributes> {
  /** Whether the player is shown (the overlay is gone). */
  readonly playing: boolean;
  /** Plays the video: creates the player when needed and returns every other video to its overlay. */
  play(): void;
  /** Pauses a playing video (the player stays). */
  pause(): void;
  /** Stops the video: the player is removed and the overlay comes back. */
  stop(): void;
  /** The clock of the resize end (the page's own by default). */
  timers?: Timers;
}

/** The events `<sqs-video>` dispatches, by name, with their detail. */
export interface SqsVideoEvents {
  /** The video started playing (or was asked to). */
  'sqs-video-play': Record<string, never>;
  /** The video was paused or stopped. */
  'sqs-video-pause': Record<string, never>;
}

/** The contract of `<sqs-video>`. */
export const videoElement = defineContract('sqs-video', videoAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-video': SqsVideoElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsVideoEvents {}
}
