import { token } from '../../styles/tokens.js';

/** Reserves the room of the buttons and a two-row grid while the editor's code and dataset load. */
export const dataTablePreUpgrade = `sqs-data-table:not(:defined) {
  display: block;
  min-block-size: calc(7lh + 4 * ${token('space-3')});
}`;
