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

/**
 * The elements that can take focus, by script or click: links and image-map areas with an address, enabled form
 * controls, frames, editable content and anything given a tabindex (-1 included). Tab reaches only the ones `isTabbable`
 * accepts.
 */
export const FOCUSABLE =
  'a[href], area[href], button:enabled, input:enabled:not([type="hidden"]), select:enabled, textarea:enabled, iframe, [contenteditable]:not([contenteditable="false"]), [tabindex]:not(:disabled)';

/** Returns whether `element` has a box that is shown; an area is shown where the picture that uses its map is. */
function shown(element: Element): boolean {
  const map = element.localName === 'area' ? element.closest('map') : null;
  const root = element.getRootNode() as ParentNode;
  const box = map ? map.name && root.querySelector(`img[usemap="#${CSS.escape(map.name)}"]`) : element;
  if (!box) return false;
  const check = box as Element & { checkVisibility?: (options?: { visibilityProperty?: boolean }) => boolean };
  return check.checkVisibility ? check.checkVisibility({ visibilityProperty: true }) : box.getClientRects().length > 0;
}

/**
 * Returns whether Tab reaches `element`: it can take focus (`FOCUSABLE`), is not taken out of the order
 * (tabindex="-1"), is not inert, and is shown (not display: none, visibility: hidden or in a closed part).
 */
export function isTabbable(element: Element): element is HTMLElement {
  return (
    element.matches(FOCUSABLE) &&
    // Editable content is in the order unless a tabindex takes it out, though Chromium reports its tabIndex as -1.
    ((element as HTMLElement).tabIndex >= 0 ||
      (!element.hasAttribute('tabindex') && (element as HTMLElement).isContentEditable)) &&
    !element.closest('[inert]') &&
    shown(element)
  );
}

/** Returns the elements of `root` that Tab reaches, in document order (light DOM only). */
export function tabbable(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll(FOCUSABLE)].filter(isTabbable);
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
