import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { Button } from './Button.js';
import { buttonElement } from './button.element.js';
import { buttonStyles } from './button.styles.js';

/** True when the element holds the platform's rendered button, whose settings and label it reads in the browser. */
const holdsPlatformButton = (host: HostStandIn): boolean =>
  host.children.some((child) => /(^|\s)sqs-block-button-container(\s|$)/.test(child.getAttribute('class') ?? ''));

/**
 * Renders `<sqs-button>` on a server (`sqs-elements/ssr`): its link is a link without script (census and the click
 * event come with the script). One holding the platform's rendered button is left to the browser.
 */
export const buttonServer = serverElement(Button, buttonElement, [buttonStyles], (host) =>
  holdsPlatformButton(host) ? "the platform's rendered button is read there" : undefined,
);
