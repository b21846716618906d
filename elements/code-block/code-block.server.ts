import { createElement as h, type ReactNode } from 'react';
import type { AttributeValues } from '../shared/element-types.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { sanitizedElements } from '../shared/ssr/sanitized-elements.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { CodeBlock } from './CodeBlock.js';
import { codeBlockElement, type codeBlockAttributes } from './code-block.element.js';
import { codeBlockStyles } from './code-block.styles.js';

type Props = AttributeValues<typeof codeBlockAttributes> & { host: HostStandIn };

/**
 * Renders the code block on a server: the owner's code in its children, slotted as the browser slots it; `code`, when
 * given, as the browser shows it in its wrapper (its source as text, or its sanitized nodes), in the box it takes there.
 */
function CodeBlockServer(props: Props): ReactNode {
  const { code, displaySource } = props;
  if (!code) return h(CodeBlock, props as unknown as Parameters<typeof CodeBlock>[0]);
  return h(
    'div',
    { part: 'base' },
    h(
      'div',
      { 'data-sqs-code': '' },
      displaySource ? h('pre', { className: 'source-code' }, code) : sanitizedElements(code, 'richText'),
    ),
  );
}

/**
 * Renders `<sqs-code-block>` on a server (`sqs-elements/ssr`): the owner's code in its children shows as the page
 * wrote it (its scripts run, where they may, with the element's script); code given as the `code` attribute shows
 * sanitized (or as source text), as the browser shows it, until the script puts it in the light DOM.
 */
export const codeBlockServer = serverElement(
  CodeBlockServer,
  codeBlockElement,
  [codeBlockStyles],
  undefined,
  'code given as its attribute in its shadow root, which its script moves to the light DOM',
);
