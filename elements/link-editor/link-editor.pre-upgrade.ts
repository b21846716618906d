import { LINK_EDITOR_MIN_HEIGHT } from './link-editor.styles.js';

/** Reserves the editor's room before its code loads. */
export const linkEditorPreUpgrade = `sqs-link-editor:not(:defined) {
  display: block;
  min-block-size: var(--sqs-link-editor-min-height, ${LINK_EDITOR_MIN_HEIGHT});
}`;
