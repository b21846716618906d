import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/** The room the picker keeps before its code loads (font-picker.pre-upgrade.ts) and while its fonts load. */
export const FONT_PICKER_ROOM = '30rem';

/** The label, the list of families at a fixed height, the weights in a row and the sample line. */
export const fontPickerStyles = css`
  :host {
    --sqs-font-picker-list-height: 16rem;
    display: block;
    max-inline-size: 36rem;
  }
  [part~='base'] {
    display: grid;
    gap: ${token('space-3')};
    align-content: start;
    min-block-size: ${FONT_PICKER_ROOM};
  }
  [part~='label'] {
    font-weight: ${token('font-weight-semibold')};
  }
  [part~='listbox'] {
    block-size: var(--sqs-font-picker-list-height);
  }
  [part~='option'] {
    font-size: 1.125rem;
  }
  [part~='category'] {
    margin-inline-start: ${token('space-2')};
    font-family: system-ui, sans-serif;
    font-size: 0.75rem;
    color: ${token('color-text-muted')};
  }
  [aria-selected='true'] [part~='category'] {
    color: inherit;
  }
  [part~='weights'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-3')};
    margin: 0;
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
  }
  [part~='weight'] {
    display: inline-flex;
    align-items: center;
    gap: ${token('space-1')};
    min-block-size: 44px;
  }
  [part~='preview'] {
    font-size: 1.5rem;
    overflow-wrap: anywhere;
  }
  [part~='save'] {
    justify-self: start;
  }
`;
