import { breakpoints, token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

// spec 001 §9: lightbox speed 0.6 s (the `speed` attribute sets --sqs-lightbox-speed), padding 100, caption and
// navigation fade 500 ms: the previous/next controls fade in once the content is shown and out as it closes, and the
// caption fades with its toggle. Mobile windows (≤ 432 px, the spec's mobile maximum) keep 12 px of padding and hide
// the caption behind a toggle.
export const lightboxStyles = css`
  :host {
    --sqs-lightbox-padding: 100px;
    --sqs-lightbox-speed: 0.6s;
    --sqs-lightbox-control-fade: 500ms;
    --sqs-lightbox-background: rgb(17 17 17 / 0.96);
    --sqs-lightbox-color: ${token('color-gray-50')};
    display: contents;
  }
  [part~='base'] {
    position: fixed;
    inset: 0;
    inline-size: 100vw;
    block-size: 100dvh;
    max-inline-size: none;
    max-block-size: none;
    margin: 0;
    padding: 0;
    border: 0;
    background: none;
    color: var(--sqs-lightbox-color);
    overflow: hidden;
  }
  [part~='base'][data-theme='light'] {
    --sqs-lightbox-background: rgb(255 255 255 / 0.97);
    --sqs-lightbox-color: ${token('color-gray-900')};
  }
  [part~='base']::backdrop {
    background: none;
  }
  [part~='base']:focus {
    outline: none;
  }
  [part~='overlay'] {
    position: absolute;
    inset: 0;
    background: var(--sqs-lightbox-background);
    opacity: 0;
    transition: opacity var(--sqs-lightbox-speed) ease;
  }
  [part~='content'] {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    padding: var(--sqs-lightbox-padding);
    opacity: 0;
    transition: opacity var(--sqs-lightbox-speed) ease;
  }
  /* Overlay first, then the content (spec 001 §4); closing fades both. */
  [data-phase='overlay'] [part~='overlay'],
  [data-phase='content'] [part~='overlay'],
  [data-phase='open'] [part~='overlay'],
  [data-phase='content'] [part~='content'],
  [data-phase='open'] [part~='content'] {
    opacity: 1;
  }
  [part~='figure'] {
    display: grid;
    place-items: center;
    margin: 0;
    inline-size: 100%;
    block-size: 100%;
    min-block-size: 0;
  }
  /* A box of the picture's proportions, as large as the stage allows. */
  [part~='picture'] {
    aspect-ratio: var(--sqs-lightbox-ratio);
    inline-size: min(100%, calc((100dvh - 2 * var(--sqs-lightbox-padding)) * var(--sqs-lightbox-ratio)));
    max-block-size: 100%;
  }
  [part~='image'] {
    display: block;
    inline-size: 100%;
    block-size: 100%;
  }
  [part~='caption'] {
    position: absolute;
    inset-inline: var(--sqs-lightbox-padding);
    inset-block-end: 0;
    block-size: var(--sqs-lightbox-padding);
    display: grid;
    place-items: center;
    text-align: center;
    font-size: ${token('font-size-md')};
    transition: opacity var(--sqs-lightbox-control-fade) ease;
  }
  [part~='counter'] {
    position: absolute;
    inset-block-start: 0;
    inset-inline: 0;
    margin: 0;
    padding: ${token('space-4')};
    text-align: center;
    font-size: ${token('font-size-sm')};
  }
  [part~='button'] {
    position: absolute;
    display: grid;
    place-items: center;
    min-inline-size: 44px;
    min-block-size: 44px;
    padding: ${token('space-2')};
    border: 0;
    border-radius: ${token('radius-sm')};
    background: none;
    color: inherit;
    font: inherit;
    font-size: ${token('font-size-3xl')};
    line-height: 1;
    cursor: pointer;
  }
  [part~='button']:hover {
    background: rgb(128 128 128 / 0.2);
  }
  [part~='close'] {
    inset-block-start: ${token('space-4')};
    inset-inline-end: ${token('space-4')};
  }
  [part~='previous'],
  [part~='next'] {
    inset-block-start: calc(50% - 22px);
    opacity: 0;
    transition: opacity var(--sqs-lightbox-control-fade) ease;
  }
  [data-phase='open'] [part~='previous'],
  [data-phase='open'] [part~='next'] {
    opacity: 1;
  }
  [part~='previous'] {
    inset-inline-start: ${token('space-4')};
  }
  [part~='next'] {
    inset-inline-end: ${token('space-4')};
  }
  [part~='caption-toggle'] {
    display: none;
    font-size: ${token('font-size-sm')};
  }
  @media (max-width: ${breakpoints.mobileMax}px) {
    :host {
      --sqs-lightbox-padding: 12px;
    }
    [part~='content'] {
      padding-block: 64px;
    }
    [part~='caption'] {
      inset-inline: ${token('space-4')};
      inset-block-end: 56px;
      block-size: auto;
      padding: ${token('space-3')};
      background: var(--sqs-lightbox-background);
      opacity: 0;
      pointer-events: none;
    }
    [part~='caption'][data-shown] {
      opacity: 1;
      pointer-events: auto;
    }
    [part~='caption-toggle'] {
      display: grid;
      inset-block-end: ${token('space-2')};
      inset-inline: 0;
      margin-inline: auto;
      inline-size: max-content;
    }
    [part~='previous'],
    [part~='next'] {
      inset-block-start: auto;
      inset-block-end: ${token('space-2')};
    }
  }
  @media (prefers-reduced-motion: reduce) {
    [part~='overlay'],
    [part~='content'],
    [part~='caption'],
    [part~='previous'],
    [part~='next'] {
      transition: none;
    }
  }
`;
