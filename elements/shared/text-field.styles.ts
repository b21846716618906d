import { token } from '../../styles/tokens.js';
import { css } from './css.js';

/**
 * Returns the sheet of a single-line text field (`part="input"`): a 44 px tall target, the theme's border and radius,
 * red once marked `aria-invalid`. The elements whose fields are plain text inputs (the link editor, the lock screen,
 * the sign-in prompt) adopt it before their own sheet, which sets anything their fields do differently; it is kept
 * out of the base sheet so the platform chunk every element loads does not carry it.
 */
export const textFieldStyles = css`
  [part~='input'] {
    font: inherit;
    min-block-size: 44px;
    padding: ${token('space-2')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: transparent;
    color: inherit;
  }
  [part~='input'][aria-invalid='true'] {
    border-color: ${token('color-danger')};
  }
`;
