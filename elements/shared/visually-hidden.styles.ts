import { css } from './css.js';

/**
 * Returns the sheet of the `visually-hidden` class, for words that are read (a link's or a price's name) but never
 * shown: out of the layout and clipped to nothing, yet still in the accessibility tree (display: none would remove
 * them). An element that uses the class adopts it before its own sheet; it is kept out of the base sheet so the
 * platform chunk every element loads does not carry it.
 */
export const visuallyHiddenStyles = css`
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    padding: 0;
    border: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
