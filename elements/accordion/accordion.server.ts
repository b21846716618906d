import { serverElement } from '../shared/ssr/server-element.js';
import { Accordion } from './Accordion.js';
import { accordionElement } from './accordion.element.js';
import { accordionStyles } from './accordion.styles.js';

/** Renders `<sqs-accordion>` on a server (`sqs-elements/ssr`). */
export const accordionServer = serverElement(Accordion, accordionElement, [accordionStyles]);
