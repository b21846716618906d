import { define, defineElementClass } from '../shared/define-element.js';
import { textFieldStyles } from '../shared/text-field.styles.js';
import { LinkEditor } from './LinkEditor.js';
import { linkEditorStyles } from './link-editor.styles.js';
import { linkEditorElement, type SqsLinkEditorElement } from './link-editor.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './link-editor.en.js';

export type {
  LinkEditorChangeDetail,
  LinkKind,
  SqsLinkEditorElement,
  SqsLinkEditorEvents,
} from './link-editor.element.js';

/** Registers `<sqs-link-editor>`. */
class LinkEditorElement
  extends defineElementClass(LinkEditor, { ...linkEditorElement, styles: [textFieldStyles, linkEditorStyles] })
  implements SqsLinkEditorElement
{
  /** How the page list is requested (the page's `fetch` by default). */
  fetcher?: typeof fetch;
}

define(linkEditorElement.tag, LinkEditorElement);
