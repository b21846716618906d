import { define, defineElementClass } from '../shared/define-element.js';
import { CodeBlock } from './CodeBlock.js';
import { codeBlockStyles } from './code-block.styles.js';
import { codeBlockElement, type SqsCodeBlockElement } from './code-block.element.js';

export type { SqsCodeBlockElement } from './code-block.element.js';

/** Registers `<sqs-code-block>`. */
class CodeBlockElement
  extends defineElementClass(CodeBlock, { ...codeBlockElement, styles: [codeBlockStyles] })
  implements SqsCodeBlockElement
{
  /** Set by the host page's code: `code` is inserted as written, its scripts run where the page's policy allows. */
  trustCode = false;
}

define(codeBlockElement.tag, CodeBlockElement);
