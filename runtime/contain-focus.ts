/**
 * Focus containment (spec 001 §5): keeps keyboard focus inside a container, or among the elements a predicate accepts,
 * until released — Tab and Shift+Tab wrap at the ends, and focus that lands outside is brought back.
 */

/** The error for options without, or with both, of container and predicate (spec 001 §5, exact). */
export const CONTAIN_FOCUS_OPTIONS_ERROR = 'One (and only one) of container and predicate must be set';

/** What focus is kept in: exactly one of the two. */
export interface ContainFocusOptions {
  /** The element whose focusable descendants keep focus. */
  container?: Element;
  /** Accepts the focusable elements of the document that keep focus. */
  predicate?: (element: Element) => boolean;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable=""], [contenteditable="true"], [tabindex]';

/** Returns the elements of `root` that Tab reaches, in document order. */
function tabbable(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert]') && el.getClientRects().length > 0,
  );
}

/**
 * Keeps focus inside `container`, or among the tabbable elements of `doc` that `predicate` accepts, and returns the
 * function that stops it. Throws 'One (and only one) of container and predicate must be set' when neither or both
 * are given.
 */
export function containFocus({ container, predicate }: ContainFocusOptions, doc: Document = document): () => void {
  if (!container === !predicate) throw new Error(CONTAIN_FOCUS_OPTIONS_ERROR);
  const inside = (el: Element | null): boolean => !!el && (container ? container.contains(el) : predicate!(el));
  const members = (): HTMLElement[] => (container ? tabbable(container) : tabbable(doc).filter(predicate!));
  // Every Tab is moved here (not left to the browser), so the order is the members' document order in both modes.
  const onKeydown = (event: KeyboardEvent): void => {
    // WebKitGTK names Shift+Tab 'Unidentified' (its key is ISO_Left_Tab); its key code is still Tab's.
    if (event.key !== 'Tab' && event.keyCode !== 9) return;
    event.preventDefault();
    const list = members();
    if (list.length === 0) return;
    const index = list.indexOf(doc.activeElement as HTMLElement);
    const step = event.shiftKey ? -1 : 1;
    const next = index < 0 ? (event.shiftKey ? list.length - 1 : 0) : (index + step + list.length) % list.length;
    list[next]!.focus();
  };
  const onFocusin = (event: FocusEvent): void => {
    if (!inside(event.target as Element)) members()[0]?.focus();
  };
  doc.addEventListener('keydown', onKeydown, true);
  doc.addEventListener('focusin', onFocusin, true);
  return () => {
    doc.removeEventListener('keydown', onKeydown, true);
    doc.removeEventListener('focusin', onFocusin, true);
  };
}
