import { define, defineElementClass } from '../shared/define-element.js';
import { AccordionItem } from './AccordionItem.js';
import { accordionItemElement } from './accordion-item.element.js';
import { accordionItemStyles } from './accordion-item.styles.js';

export type { SqsAccordionItemElement, SqsAccordionItemEvents } from './accordion-item.element.js';

define(
  accordionItemElement.tag,
  defineElementClass(AccordionItem, {
    ...accordionItemElement,
    styles: [accordionItemStyles],
    focusPart: 'trigger',
    reactEvents: false,
  }),
);
