import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { accordionAttributes, SqsAccordionElement } from './accordion.element.js';
import { useAccordion, useAccordionSettings } from './useAccordion.js';

/**
 * Renders the accordion: a wrapper around the slotted `<sqs-accordion-item>` elements (made from the platform's
 * rendered list when the element holds one), with its divider states and the layout its items read.
 */
export function Accordion(props: ElementProps<typeof accordionAttributes, SqsAccordionElement>): ReactNode {
  const { settings, baseProps } = useAccordionSettings(props);
  useAccordion(props.host, settings.allowMultiple, settings.expandFirst);
  return (
    <div part="base" {...baseProps}>
      <slot />
    </div>
  );
}
