import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { Accordion } from './Accordion.js';
import { accordionElement } from './accordion.element.js';
import { accordionStyles } from './accordion.styles.js';

/** True when the accordion holds the platform's rendered list, which becomes its items only in the browser. */
const holdsPlatformList = (host: HostStandIn): boolean =>
  host.children.some((child) => /(^|\s)accordion-items-container(\s|$)/.test(child.getAttribute('class') ?? ''));

/**
 * Renders `<sqs-accordion>` on a server (`sqs-elements/ssr`); one holding the platform's rendered list is left to the
 * browser, with its pre-upgrade rules.
 */
export const accordionServer = serverElement(Accordion, accordionElement, [accordionStyles], (host) =>
  holdsPlatformList(host) ? "the platform's rendered list becomes its items there" : undefined,
);
