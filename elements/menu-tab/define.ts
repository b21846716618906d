import { string } from '../shared/attributes.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { MenuTab } from './MenuTab.js';
import { menuTabStyles } from './menu-tab.styles.js';

export const menuTabAttributes = {
  label: string(''),
};

/**
 * One tab of an `<sqs-menu-tabs>`: the label its tab button shows and the content shown while it is selected. The
 * content stays in the light DOM; the menu tabs hide the tabs that are not selected with the `hidden` attribute.
 *
 * @summary One tab of a menu tabs block: a label and its content.
 * @tag sqs-menu-tab
 *
 * @attr {string} label - The text of the tab's button in the tab list. Without it the button shows the tab's position (1, 2 …) and the tab warns once.
 *
 * @slot - The content shown while this tab is selected.
 *
 * @csspart base - The wrapper around the content.
 */
export class SqsMenuTabElement extends defineElementClass(MenuTab, {
  attributes: menuTabAttributes,
  styles: [menuTabStyles],
}) {}

define('sqs-menu-tab', SqsMenuTabElement);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-menu-tab': SqsMenuTabElement;
  }
}
