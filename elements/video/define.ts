import { boolean, oneOf, string } from '../shared/attributes.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { emit } from '../shared/emit.js';
import { requestRender } from '../shared/renderer.js';
import { Video } from './Video.js';
import { videoStyles } from './video.styles.js';
import { VIDEO_MODES, commandMessage, forgetPlaying, onlyPlaying, type VideoCommand } from './video.js';

export type { VideoMode, VideoProvider, VideoCommand, VideoEmbed } from './video.js';
export { VIDEO_FALLBACK_ASPECT_RATIO, VIDEO_RESIZE_END_MS, sanitizeEmbed } from './video.js';

export const videoAttributes = {
  html: string(''),
  providerName: string(''),
  mode: oneOf(VIDEO_MODES, 'fit'),
  overlay: boolean(),
  thumbnail: string(''),
  alt: string(''),
};

/**
 * A video embed with a play overlay (spec 001 §3 "Video embed", §4, §5, §7–§9; WAI-ARIA APG button): the thumbnail
 * and a play button are shown until the visitor plays the video; click, Enter or Space on the button creates the
 * player iframe (only then), moves focus to it and returns every other `<sqs-video>` on the page to its overlay.
 * The embed html is sanitized to an allow-list of provider iframes (https `youtube.com/embed`,
 * `youtube-nocookie.com/embed`, `player.vimeo.com/video`); anything else shows 'Invalid video embed.'.
 * `play()` and `pause()` control a playing player by cross-window messages (YouTube with `enablejsapi=1`, Vimeo's
 * player API). Changing `mode` reloads the video. Without width and height in the embed the box keeps the fallback
 * aspect ratio of 56.3 %.
 *
 * @summary A provider video (YouTube, Vimeo) behind a thumbnail and a play button.
 * @tag sqs-video
 *
 * @attr {string} html - The provider's embed code (an `<iframe>`); sanitized to the allow-list.
 * @attr {string} provider-name - The provider's name (YouTube or Vimeo); used when the iframe's host does not tell.
 * @attr {'none' | 'fit' | 'fill'} mode - How the player sits in the box: fit (contain), fill (cover) or none. Default fit.
 * @attr {boolean} overlay - Dims the thumbnail behind the play button.
 * @attr {string} thumbnail - The thumbnail image's url.
 * @attr {string} alt - The video's title: the thumbnail's text and the play button's name.
 *
 * @event {CustomEvent<Record<string, never>>} sqs-video-play - The video started playing (or was asked to).
 * @event {CustomEvent<Record<string, never>>} sqs-video-pause - The video was paused or stopped.
 *
 * @csspart base - The video's box.
 * @csspart thumbnail - The thumbnail image.
 * @csspart play-button - The play button.
 * @csspart player - The area holding the player iframe.
 * @csspart error - The invalid embed message.
 *
 * @cssproperty --sqs-video-aspect-ratio - The box's height as a percentage of its width when the embed gives none. Default 56.3%.
 * @cssproperty --sqs-video-overlay-color - The overlay dimming the thumbnail.
 * @cssproperty --sqs-video-button-size - The play button's size. Default 72px.
 * @cssproperty --sqs-video-duration - The player's fade-in time. Default 0.3s.
 */
export class SqsVideoElement extends defineElementClass(Video, {
  attributes: videoAttributes,
  styles: [videoStyles],
  events: ['sqs-video-play', 'sqs-video-pause'],
}) {
  _playing = false;
  /** Bumped on every load of the player so a reload replaces the iframe. */
  _load = 0;
  /** Whether focus moves to the player when it is created. */
  _focusPlayer = false;
  /** The player iframe while playing. */
  _iframe: HTMLIFrameElement | null = null;

  /** Whether the player is shown (the overlay is gone). */
  get playing(): boolean {
    return this._playing;
  }

  /** Plays the video: creates the player when needed and returns every other video to its overlay. */
  play(): void {
    this._start(false);
  }

  /** Pauses a playing video (the player stays). */
  pause(): void {
    if (!this._playing) return;
    this._send('pause');
    emit(this, 'sqs-video-pause', {});
  }

  /** Stops the video: the player is removed and the overlay comes back. */
  stop(): void {
    if (!this._playing) return;
    this._playing = false;
    this._iframe = null;
    forgetPlaying(this);
    void this._update();
    emit(this, 'sqs-video-pause', {});
  }

  _start(focus: boolean): void {
    onlyPlaying(this);
    if (this._playing) {
      this._send('play');
    } else {
      this._playing = true;
      this._focusPlayer = focus;
      this._load += 1;
      void this._update();
    }
    emit(this, 'sqs-video-play', {});
  }

  _send(command: VideoCommand): void {
    const frame = this._iframe;
    const message = frame && commandMessage(frame.src, this.providerName, command);
    if (!frame?.contentWindow || !message) return;
    frame.contentWindow.postMessage(message, new URL(frame.src).origin);
  }

  _update(): Promise<void> {
    return requestRender(this);
  }
}

define('sqs-video', SqsVideoElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-video': SqsVideoElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails {
    /** `<sqs-video>` started playing. */
    'sqs-video-play': Record<string, never>;
    /** `<sqs-video>` was paused or stopped. */
    'sqs-video-pause': Record<string, never>;
  }
}
