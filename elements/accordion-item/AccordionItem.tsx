import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { accordionItemAttributes, SqsAccordionItemElement } from './accordion-item.element.js';
import { useAccordionItem } from './useAccordionItem.js';

/** Renders one accordion item: a heading holding the trigger button, then the panel with the slotted content. */
export function AccordionItem({
  host,
  heading,
  open,
  headingLevel,
}: ElementProps<typeof accordionItemAttributes, SqsAccordionItemElement>): ReactNode {
  const { triggerProps, panelProps, animating } = useAccordionItem(host, open);
  return (
    <div part="base" data-animating={animating || undefined}>
      <div part="header" role="heading" aria-level={headingLevel}>
        <button type="button" part="trigger" {...triggerProps}>
          <span part="label">
            <slot name="heading">{heading}</slot>
          </span>
          <span part="icon" aria-hidden="true" />
        </button>
      </div>
      <div part="panel" {...panelProps}>
        <div part="content">
          <slot />
        </div>
      </div>
    </div>
  );
}
