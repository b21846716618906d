import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/** The room the picker keeps before its code loads (time-zone-picker.pre-upgrade.ts) and while its zones load. */
export const TIME_ZONE_PICKER_ROOM = '24rem';

/** The label, the filter field and the list of zones at a fixed height. */
export const timeZonePickerStyles = css`
  :host {
    --sqs-time-zone-picker-list-height: 16rem;
    display: block;
    max-inline-size: 32rem;
  }
  [part~='base'] {
    display: grid;
    gap: ${token('space-2')};
    align-content: start;
    min-block-size: ${TIME_ZONE_PICKER_ROOM};
  }
  [part~='label'] {
    font-weight: ${token('font-weight-semibold')};
  }
  [part~='filter'] {
    min-block-size: 44px;
    padding: ${token('space-2')} ${token('space-3')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font: inherit;
  }
  [part~='listbox'],
  [part~='empty'] {
    block-size: var(--sqs-time-zone-picker-list-height);
  }
  [part~='option'] {
    font-variant-numeric: tabular-nums;
  }
  [part~='save'] {
    justify-self: start;
    margin-block-start: ${token('space-2')};
  }
`;
