import { CODE_EDITOR_ROOM } from './code-editor.styles.js';

/** Reserves the editor's room before the code loads, so what follows does not move when it appears. */
export const codeEditorPreUpgrade = `sqs-code-editor:not(:defined) {
  display: block;
  min-block-size: ${CODE_EDITOR_ROOM};
}`;
