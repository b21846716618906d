import { serverElement } from '../shared/ssr/server-element.js';
import { AccordionItem } from './AccordionItem.js';
import { accordionItemElement } from './accordion-item.element.js';
import { accordionItemStyles } from './accordion-item.styles.js';

/** Renders `<sqs-accordion-item>` on a server (`sqs-elements/ssr`): a native disclosure until its script takes over. */
export const accordionItemServer = serverElement(AccordionItem, accordionItemElement, [accordionItemStyles]);
