import { define, defineElementClass } from '../shared/define-element.js';
import { AccordionItem } from './AccordionItem.js';
import { accordionItemElement, type SqsAccordionItemElement } from './accordion-item.element.js';
import { accordionItemStyles } from './accordion-item.styles.js';

export type { SqsAccordionItemElement } from './accordion-item.element.js';

/** Registers `<sqs-accordion-item>`. */
class AccordionItemElement
  extends defineElementClass(AccordionItem, { ...accordionItemElement, styles: [accordionItemStyles] })
  implements SqsAccordionItemElement
{
  override focus(options?: FocusOptions): void {
    this.shadowRoot?.querySelector<HTMLElement>('[part~="trigger"]')?.focus(options);
  }
}

define(accordionItemElement.tag, AccordionItemElement);
