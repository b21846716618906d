import { define, defineElementClass } from '../shared/define-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { FileManager } from './FileManager.js';
import { fileManagerStyles } from './file-manager.styles.js';
import { fileManagerElement } from './file-manager.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './file-manager.en.js';
import '../shared/forms/forms.en.js';

export type {
  FileManagerChangeDetail,
  FileManagerPickDetail,
  SqsFileManagerElement,
  SqsFileManagerEvents,
} from './file-manager.element.js';

define(
  fileManagerElement.tag,
  defineElementClass(FileManager, { ...fileManagerElement, styles: [visuallyHiddenStyles, fileManagerStyles] }),
);
