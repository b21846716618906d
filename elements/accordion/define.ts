import '../accordion-item/define.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { Accordion } from './Accordion.js';
import { accordionElement } from './accordion.element.js';
import { accordionStyles } from './accordion.styles.js';

export type { SqsAccordionElement, SqsAccordionEvents } from './accordion.element.js';

define(accordionElement.tag, defineElementClass(Accordion, { ...accordionElement, styles: [accordionStyles] }));
