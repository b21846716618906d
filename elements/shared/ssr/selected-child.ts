import type { HostStandIn } from './host-stand-in.js';

/**
 * Returns the index of the child named `tag` that `parent`'s `selected` attribute selects, as a server render shows
 * it where scripts run (tabs, a carousel's slides): the attribute's value, or 0 when that is no such child's index
 * (the script warns then, and selects the first). A parent and each child, rendered on their own, agree through it.
 */
export function selectedChildIndex(parent: HostStandIn, tag: string): number {
  const count = parent.children.filter((child) => child.localName === tag).length;
  const selected = Number(parent.getAttribute('selected') ?? 0);
  return Number.isInteger(selected) && selected >= 0 && selected < count ? selected : 0;
}
