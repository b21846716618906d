/** Returns the direct children of `host` with tag `tag`, in document order. */
export function childrenByTag<T extends Element = HTMLElement>(host: Element, tag: string): T[] {
  // Walks the siblings rather than copying `children`: an accordion reads its items on every toggle and slot change.
  const found: T[] = [];
  for (let child = host.firstElementChild; child; child = child.nextElementSibling)
    if (child.localName === tag) found.push(child as T);
  return found;
}

/** The index `index` comes to among `count` items: negative wraps around from the end, larger wraps by modulo. */
export const wrapIndex = (index: number, count: number): number =>
  count > 0 ? ((Math.trunc(index) % count) + count) % count : 0;

/** Returns the position of `element` among its parent's children of the same tag (0 when it has no parent). */
export const indexAmongSiblings = (element: Element): number => {
  // Counts the siblings before it, without a list: thousands of items toggled at once each ask for their index.
  let index = 0;
  for (let sibling: Element | null = element; (sibling = sibling.previousElementSibling);)
    index += +(sibling.localName === element.localName);
  return index;
};
