import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { codeBlockAttributes, SqsCodeBlockElement } from './code-block.element.js';
import { useCodeBlock } from './useCodeBlock.js';

/** Renders the code block: the slotted owner's code (its children, or its own rendering of `code`). */
export function CodeBlock(props: ElementProps<typeof codeBlockAttributes, SqsCodeBlockElement>): ReactNode {
  const { slot } = useCodeBlock(props);
  return (
    <div part="base">
      <slot name={slot} />
    </div>
  );
}
