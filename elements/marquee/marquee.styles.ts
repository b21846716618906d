import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

export const marqueeStyles = css`
  :host {
    --sqs-marquee-font-size: ${token('font-size-2xl')};
    --sqs-marquee-font-weight: ${token('font-weight-medium')};
    --sqs-marquee-line-height: 1.3;
    --sqs-marquee-gap: ${token('space-7')};
    --sqs-marquee-padding-block: ${token('space-2')};
    --sqs-marquee-wave-height: 0.25em;
    --sqs-marquee-toggle-size: 28px;
    --sqs-marquee-toggle-color: ${token('color-text')};
    --sqs-marquee-toggle-background: ${token('color-surface')};
    --sqs-marquee-toggle-border: 1px solid ${token('color-border')};
    display: block;
  }
  [part~='base'] {
    position: relative;
    padding-block: var(--sqs-marquee-padding-block);
    font-size: var(--sqs-marquee-font-size);
    font-weight: var(--sqs-marquee-font-weight);
    line-height: var(--sqs-marquee-line-height);
  }
  [part~='viewport'] {
    overflow: hidden;
  }
  /* While the copies move, the slotted text is only for assistive technology (it is what gets read, once). */
  [part~='base']:not([data-state='static']) [part~='content'] {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  /* The loop moves physically left or right, so copies are laid out left to right whatever the page direction. */
  [part~='track'] {
    display: flex;
    inline-size: max-content;
    direction: ltr;
  }
  [part~='copy'] {
    flex: none;
    padding-inline-end: var(--sqs-marquee-gap);
    white-space: nowrap;
  }
  /* A transform needs a box; pre keeps a lone space from collapsing to nothing. */
  [part~='char'] {
    display: inline-block;
    white-space: pre;
  }
  [part~='toggle'] {
    position: absolute;
    inset-block-start: 50%;
    inset-inline-end: 0;
    display: grid;
    place-items: center;
    inline-size: var(--sqs-marquee-toggle-size);
    block-size: var(--sqs-marquee-toggle-size);
    padding: 0;
    border: var(--sqs-marquee-toggle-border);
    border-radius: 50%;
    background: var(--sqs-marquee-toggle-background);
    color: var(--sqs-marquee-toggle-color);
    cursor: pointer;
    transform: translateY(-50%);
  }
  [part~='toggle-icon'] {
    box-sizing: border-box;
    inline-size: 10px;
    block-size: 12px;
    border-inline: 3.5px solid currentColor;
  }
  /* The play triangle points right in every direction: media controls are not mirrored. */
  [part~='toggle'][data-action='play'] [part~='toggle-icon'] {
    inline-size: 0;
    margin-left: 3px;
    border: 0;
    border-block: 6px solid transparent;
    border-left: 10px solid currentColor;
  }
`;
