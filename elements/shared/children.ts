/** Returns the direct children of `host` with tag `tag`, in document order. */
export function childrenByTag<T extends Element = HTMLElement>(host: Element, tag: string): T[] {
  return Array.from(host.children).filter((c): c is T => c.localName === tag);
}

/** The index `index` comes to among `count` items: negative wraps around from the end, larger wraps by modulo. */
export const wrapIndex = (index: number, count: number): number =>
  count > 0 ? ((Math.trunc(index) % count) + count) % count : 0;

/** Returns the position of `element` among its parent's children of the same tag (0 when it has no parent). */
export function indexAmongSiblings(element: Element): number {
  return element.parentElement
    ? childrenByTag(element.parentElement, element.localName).indexOf(element as HTMLElement)
    : 0;
}
