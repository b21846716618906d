import { define, defineElementClass } from '../shared/define-element.js';
import { TagEditor } from './TagEditor.js';
import { tagEditorStyles } from './tag-editor.styles.js';
import { tagEditorElement } from './tag-editor.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './tag-editor.en.js';

export type { SqsTagEditorElement } from './tag-editor.element.js';

define(tagEditorElement.tag, defineElementClass(TagEditor, { ...tagEditorElement, styles: [tagEditorStyles] }));
