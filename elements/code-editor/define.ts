import { define, defineElementClass } from '../shared/define-element.js';
import { CodeEditor } from './CodeEditor.js';
import { codeEditorStyles } from './code-editor.styles.js';
import { codeEditorElement, type SqsCodeEditorElement } from './code-editor.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './code-editor.en.js';

export type { CodeEditorChangeDetail, SqsCodeEditorElement, SqsCodeEditorEvents } from './code-editor.element.js';

/** Registers `<sqs-code-editor>`. */
class CodeEditorElement
  extends defineElementClass(CodeEditor, { ...codeEditorElement, styles: [codeEditorStyles] })
  implements SqsCodeEditorElement
{
  /** The user agent read for Android (the browser's by default). */
  userAgent?: string;
  /** How the code is requested (the page's `fetch` by default). */
  fetcher?: typeof fetch;
}

define(codeEditorElement.tag, CodeEditorElement);
