/** Returns the element that has focus in `doc`, looking through open shadow roots. */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function visible(element: Element): boolean {
  const box = element as HTMLElement & { checkVisibility?: () => boolean };
  return box.checkVisibility ? box.checkVisibility() : box.getClientRects().length > 0;
}

/**
 * Returns the keyboard-focusable elements inside `root` in the order a visitor meets them on screen: the composed
 * tree, so slotted light-DOM content is found where its slot is and nested shadow roots are entered.
 */
export function focusables(root: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (element: Element): void => {
    if (element instanceof HTMLElement && element.matches(FOCUSABLE) && visible(element)) found.push(element);
    if (element instanceof HTMLSlotElement) {
      for (const assigned of element.assignedElements({ flatten: true })) visit(assigned);
      return;
    }
    for (const child of Array.from((element.shadowRoot ?? element).children)) visit(child);
  };
  for (const child of Array.from(root.children)) visit(child);
  return found;
}
