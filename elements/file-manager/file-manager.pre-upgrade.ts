import { FILE_MANAGER_ROOM } from './file-manager.styles.js';

/** Reserves the manager's room before its code loads, which the upgraded element keeps while its files load. */
export const fileManagerPreUpgrade = `sqs-file-manager:not(:defined) {
  display: block;
  min-block-size: ${FILE_MANAGER_ROOM};
}`;
