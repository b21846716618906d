import { css } from '../shared/css.js';

/** The box's height as a percentage of its width when the embed gives no proportions (spec 001 §9's 56.3 %). */
export const EMBED_BLOCK_HEIGHT_PERCENT = 56.3;

// The box is sized from the embed code before its page loads: a ratio (padding), or the iframe's own height.
export const embedBlockStyles = css`
  :host {
    --sqs-embed-block-aspect-ratio: ${EMBED_BLOCK_HEIGHT_PERCENT}%;
    display: block;
  }
  [part~='base'] {
    position: relative;
    inline-size: 100%;
  }
  [part~='base'][data-sizing='ratio'] {
    block-size: 0;
    padding-block-end: var(--sqs-embed-block-ratio, var(--sqs-embed-block-aspect-ratio));
    overflow: hidden;
  }
  [part~='base'][data-sizing='ratio'] [part~='frame'],
  [part~='base'][data-sizing='ratio'] iframe {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
  }
  [part~='base'][data-sizing='height'] iframe {
    display: block;
    inline-size: 100%;
    block-size: var(--sqs-embed-block-height);
  }
  iframe {
    border: 0;
  }
`;
