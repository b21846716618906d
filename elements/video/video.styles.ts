import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

// spec 001 §9: fallback aspect ratio about 56.3 %; the player fades in (no fade under reduced motion).
export const videoStyles = css`
  :host {
    --sqs-video-aspect-ratio: 56.3%;
    --sqs-video-overlay-color: rgb(0 0 0 / 0.35);
    --sqs-video-button-size: 72px;
    --sqs-video-duration: 0.3s;
    display: block;
  }
  [part~='base'] {
    position: relative;
    inline-size: 100%;
    block-size: 0;
    padding-block-end: var(--sqs-video-ratio, var(--sqs-video-aspect-ratio));
    overflow: hidden;
    background: ${token('color-gray-900')};
  }
  [part~='base'][data-mode='none'] {
    block-size: auto;
    padding-block-end: 0;
  }
  [part~='thumbnail'],
  [part~='player'],
  [part~='player'] iframe,
  [part~='overlay'] {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    border: 0;
  }
  [part~='thumbnail'] {
    object-fit: cover;
  }
  [part~='base'][data-mode='fit'] [part~='thumbnail'] {
    object-fit: contain;
  }
  [part~='base'][data-mode='none'] [part~='player'],
  [part~='base'][data-mode='none'] [part~='player'] iframe {
    position: static;
  }
  [part~='overlay'] {
    display: grid;
    place-items: center;
  }
  :host([overlay]) [part~='overlay'],
  [part~='base'][data-overlay] [part~='overlay'] {
    background: var(--sqs-video-overlay-color);
  }
  [part~='play-button'] {
    display: grid;
    place-items: center;
    inline-size: var(--sqs-video-button-size);
    block-size: var(--sqs-video-button-size);
    padding: 0;
    border: 2px solid ${token('color-gray-50')};
    border-radius: 50%;
    background: rgb(0 0 0 / 0.6);
    color: ${token('color-gray-50')};
    cursor: pointer;
  }
  [part~='play-button']:focus-visible {
    outline: 3px solid ${token('color-focus-ring')};
    outline-offset: 3px;
  }
  [part~='play-button'] svg {
    inline-size: 40%;
    block-size: 40%;
    margin-inline-start: 8%;
    fill: currentColor;
  }
  [part~='player'] {
    opacity: 1;
    transition: opacity var(--sqs-video-duration) ease-out;
  }
  @starting-style {
    [part~='player'] {
      opacity: 0;
    }
  }
  [data-reduced-motion] [part~='player'] {
    transition: none;
  }
  [part~='error'] {
    block-size: auto;
    padding: ${token('space-3')};
    color: ${token('color-danger')};
    background: ${token('color-surface')};
  }
  [part~='error'] p {
    margin: 0;
  }
  [data-resizing] [part~='player'] {
    visibility: hidden;
  }
  /* An embed page: its frame's box is reserved at the ratio, the frame hidden until it has loaded and been sized in
     px (then the reservation goes); a Twitter quote sizes itself. */
  [part~='base'][part~='embed'] {
    block-size: auto;
    padding-block-end: 0;
    overflow: visible;
    background: none;
  }
  [part~='embed'] [part~='player'] {
    position: relative;
    block-size: 0;
    padding-block-end: var(--sqs-video-ratio, var(--sqs-video-aspect-ratio));
  }
  [part~='embed'][data-state='ready'] [part~='player'] {
    padding-block-end: 0;
  }
  [part~='embed'][data-state='loading'] [part~='player'] {
    visibility: hidden;
  }
`;
