import { isTabbable } from '../../runtime/contain-focus.js';

/** Returns the element that has focus in `doc`, looking through open shadow roots. */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * Returns the elements inside `root` that Tab reaches (the runtime's `isTabbable`, the rule its focus trap keeps), in
 * the order a visitor meets them on screen: the composed tree, so slotted light-DOM content is found where its slot is
 * and nested shadow roots are entered.
 */
export function focusables(root: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (element: Element): void => {
    if (isTabbable(element)) found.push(element);
    if (element instanceof HTMLSlotElement) {
      for (const assigned of element.assignedElements({ flatten: true })) visit(assigned);
      return;
    }
    for (const child of Array.from((element.shadowRoot ?? element).children)) visit(child);
  };
  for (const child of Array.from(root.children)) visit(child);
  return found;
}
