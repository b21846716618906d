import { css } from '../shared/css.js';

/**
 * The form's own box: the room a page reserves with `--sqs-form-min-height` (none by default), which the form keeps
 * before its code loads (form.pre-upgrade.ts), while it builds and after it is sent, so nothing below it moves.
 */
export const formStyles = css`
  :host {
    min-block-size: var(--sqs-form-min-height, 0px);
  }
`;
