import { string } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The attributes of `<sqs-menu-tab>`. */
export const menuTabAttributes = {
  /** The text of the tab's button in the tab list. Without it the button shows the tab's position (1, 2 …) and the tab warns once. */
  label: string(''),
};

/**
 * One tab of an `<sqs-menu-tabs>`: the label its tab button shows and the content shown while it is selected. The
 * content stays in the light DOM; the menu tabs hide the tabs that are not selected with the `hidden` attribute.
 *
 * @summary One tab of a menu tabs block: a label and its content.
 * @tag sqs-menu-tab
 *
 * @slot - The content shown while this tab is selected.
 *
 * @csspart base - The wrapper around the content.
 */
export type SqsMenuTabElement = ElementOf<typeof menuTabAttributes>;

/** The contract of `<sqs-menu-tab>`. */
export const menuTabElement = defineContract('sqs-menu-tab', menuTabAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-menu-tab': SqsMenuTabElement;
  }
}
