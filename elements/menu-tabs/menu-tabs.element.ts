import { number } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';

/** The attributes of `<sqs-menu-tabs>`. */
export const menuTabsAttributes = {
  /** The index of the selected tab, from 0; reflects the selection. Default 0. */
  selected: number(0, { min: 0, integer: true }),
};

/**
 * Content in tabs (spec 000 §4 "Menu tabs": one selected tab; arrow keys move, Enter or Space selects). Holds
 * `<sqs-menu-tab label="…">` elements and renders a tab list with one button per child, kept in step when children
 * or labels change, above one panel showing the selected child; the other children get `hidden`, and all content
 * stays in the light DOM. Activation is manual: the arrow keys, Home and End move focus between the tabs (wrapping)
 * and Enter, Space or a click selects. Only the selected tab is in the tab order.
 *
 * `selected` reflects the selection. A value that is not a tab's index warns once and selects the first tab. When
 * tabs are added or removed the selected tab stays selected (its index follows it); when it is removed, the tab at
 * its position is selected, or the last one. `sqs-tab-change` is dispatched only when a visitor selects a different
 * tab: a host page that sets `selected` (or changes the tabs) already knows, like a script setting a form control's
 * value, which fires no `change` either.
 *
 * A published menu block can be written as the element with its rendered markup as children (`.menu-block`): without
 * `<sqs-menu-tab>` children, each menu of the markup (`.menus > .menu`, with its sections and items) is a tab,
 * labelled by its label in the block's selector row (`.menu-select-labels`, else the menu's `aria-label`); that row
 * is hidden, the element's tab list taking its place, and a block with a single menu shows it without a tab list.
 * The selected menu shows whatever the platform's script left inline (`style="display: none"`), and each item shows
 * the one price its layout shows: `.menu-item-price-bottom` in the simple layout (`.menu-style-simple`),
 * `.menu-item-price-top` in the classic one (the block carries no block data).
 *
 * @summary Tabs over a shared panel (WAI-ARIA APG tabs, manual activation).
 * @tag sqs-menu-tabs
 *
 * @slot - The `<sqs-menu-tab>` elements (or a published menu block's markup).
 *
 * @csspart base - The wrapper of the tab list and the panel.
 * @csspart tablist - The row of tabs.
 * @csspart tab - Each tab button.
 * @csspart selected-tab - The selected tab button (in addition to `tab`).
 * @csspart panel - The tab panel around the selected tab's content.
 *
 * @cssproperty --sqs-menu-tabs-gap - The space between tabs.
 * @cssproperty --sqs-menu-tabs-border - The line under the tab list.
 * @cssproperty --sqs-menu-tabs-tab-padding - The padding of each tab.
 * @cssproperty --sqs-menu-tabs-tab-color - The text colour of the tabs that are not selected.
 * @cssproperty --sqs-menu-tabs-tab-hover-color - Their text colour under the pointer.
 * @cssproperty --sqs-menu-tabs-selected-color - The text colour of the selected tab.
 * @cssproperty --sqs-menu-tabs-indicator-size - The thickness of the selected tab's underline.
 * @cssproperty --sqs-menu-tabs-indicator-color - The colour of the selected tab's underline.
 * @cssproperty --sqs-menu-tabs-panel-padding - The padding of the panel.
 */
export interface SqsMenuTabsElement extends SqsElement, AttributeValues<typeof menuTabsAttributes> {
  /** Moves focus to the selected tab. */
  focus(options?: FocusOptions): void;
}

/** The events `<sqs-menu-tabs>` dispatches, by name, with their detail. */
export interface SqsMenuTabsEvents {
  /** A visitor selected another tab; `index` is its position. Dispatched once the tab is shown. */
  'sqs-tab-change': { index: number };
}

/** The contract of `<sqs-menu-tabs>`. */
export const menuTabsElement = defineContract('sqs-menu-tabs', menuTabsAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-menu-tabs': SqsMenuTabsElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsMenuTabsEvents {}
}
