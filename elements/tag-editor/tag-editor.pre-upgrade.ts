import { token } from '../../styles/tokens.js';

/** Reserves the room of the add field, a row of names and the buttons while the editor's code and names load. */
export const tagEditorPreUpgrade = `sqs-tag-editor:not(:defined) {
  display: block;
  min-block-size: calc(6lh + 4 * ${token('space-2')});
}`;
