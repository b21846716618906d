import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { accordionAttributes } from './accordion.element.js';
import { useAccordion } from './useAccordion.js';

/** Renders the accordion: a wrapper around the slotted `<sqs-accordion-item>` elements. */
export function Accordion({ host, allowMultiple, expandFirst }: ElementProps<typeof accordionAttributes>): ReactNode {
  useAccordion(host, allowMultiple, expandFirst);
  return (
    <div part="base">
      <slot />
    </div>
  );
}
