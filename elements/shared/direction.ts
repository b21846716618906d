/**
 * Returns whether `element`'s text runs right to left (its computed `direction`, inherited from a `dir` attribute or
 * the page): horizontal arrow keys, swipes and the halves of a picture then mean the other way round.
 */
export function isRightToLeft(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}
