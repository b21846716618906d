/**
 * The menu block as published pages render it (`.menu-block`): its menus (`.menus > .menu`), each with its header,
 * sections and items (title, description, and the price twice: `.menu-item-price-top` and `.menu-item-price-bottom`),
 * and the row of labels that switches between them (`.menu-selector`, one `.menu-select-labels` per menu).
 */

/** One menu of the block's markup: the panel element and the label its tab shows. */
export interface MarkupMenu {
  element: HTMLElement;
  label: string;
}

const text = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Returns the menus of the platform's rendered menu block in `host`'s light DOM, in order, each labelled by its label
 * in the selector row (else its `aria-label`); empty when there is no such markup.
 */
export function readMenuMarkup(host: HTMLElement): MarkupMenu[] {
  const labels = [...host.querySelectorAll('.menu-select-labels')];
  return [...host.querySelectorAll<HTMLElement>('.menus > .menu')].map((element, i) => ({
    element,
    label: text(labels[i]) || (element.getAttribute('aria-label') ?? '').trim(),
  }));
}

/** Returns the platform's own row of menu labels in `host`'s light DOM (the element's tab list replaces it). */
export const menuSelector = (host: HTMLElement): HTMLElement | null => host.querySelector('.menu-selector');

/**
 * Hands the showing of a menu of the block's markup over to `hidden`, and hides the price its layout does not show:
 * the platform's script shows one menu and hides the others inline (`display`), which would win over `hidden`; its
 * styles show the top price in the classic layout (`.menu-style-classic`) and the bottom one in the simple layout.
 */
export function adoptMenu(menu: HTMLElement): void {
  if (menu.style.display) menu.style.removeProperty('display');
  const classic = menu.closest('.menu-wrapper')?.classList.contains('menu-style-classic');
  const unused = classic ? '.menu-item-price-bottom' : '.menu-item-price-top';
  for (const price of menu.querySelectorAll<HTMLElement>(unused)) if (!price.hidden) price.hidden = true;
}
