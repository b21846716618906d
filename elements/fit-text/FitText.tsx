import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { fitTextAttributes, SqsFitTextElement } from './fit-text.element.js';
import { useFitText } from './useFitText.js';

/** Renders the one line of slotted text the hook sizes. */
export function FitText({ host, ...options }: ElementProps<typeof fitTextAttributes, SqsFitTextElement>): ReactNode {
  const { state, lineProps } = useFitText(host, options);
  return (
    <span part="base" data-state={state} {...lineProps}>
      <slot />
    </span>
  );
}
