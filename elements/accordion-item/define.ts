import { define, defineElementClass } from '../shared/define-element.js';
import { AccordionItem } from './AccordionItem.js';
import { accordionItemElement, type SqsAccordionItemElement } from './accordion-item.element.js';
import { accordionItemStyles } from './accordion-item.styles.js';
import { adoptServerDisclosure } from './useAccordionItem.js';

export type { SqsAccordionItemElement, SqsAccordionItemEvents } from './accordion-item.element.js';

define(
  accordionItemElement.tag,
  defineElementClass(AccordionItem, {
    ...accordionItemElement,
    styles: [accordionItemStyles],
    focusPart: 'trigger',
    reactEvents: false,
    serverState: (host, root) => adoptServerDisclosure(host as SqsAccordionItemElement, root),
  }),
);
