import '../menu-tab/define.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { MenuTabs } from './MenuTabs.js';
import { menuTabsStyles } from './menu-tabs.styles.js';
import { menuTabsElement, type SqsMenuTabsElement } from './menu-tabs.element.js';

export type { SqsMenuTabsElement } from './menu-tabs.element.js';

/** Registers `<sqs-menu-tabs>`. */
class MenuTabsElement
  extends defineElementClass(MenuTabs, { ...menuTabsElement, styles: [menuTabsStyles] })
  implements SqsMenuTabsElement
{
  /** Moves focus to the selected tab. */
  override focus(options?: FocusOptions): void {
    this.shadowRoot?.querySelector<HTMLElement>('[part~="selected-tab"]')?.focus(options);
  }
}

define(menuTabsElement.tag, MenuTabsElement);
