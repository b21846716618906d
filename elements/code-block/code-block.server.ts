import { serverElement } from '../shared/ssr/server-element.js';
import { CodeBlock } from './CodeBlock.js';
import { codeBlockElement } from './code-block.element.js';
import { codeBlockStyles } from './code-block.styles.js';

/**
 * Renders `<sqs-code-block>` on a server (`sqs-elements/ssr`): the owner's code in its children shows as the page
 * wrote it (its scripts run, where they may, with the element's script). A block given its code as the `code`
 * attribute is left to the browser, which parses and sanitises it.
 */
export const codeBlockServer = serverElement(CodeBlock, codeBlockElement, [codeBlockStyles], (host) =>
  host.getAttribute('code') ? 'its code attribute is parsed and sanitised there' : undefined,
);
