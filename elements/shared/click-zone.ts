/** The controls that handle a click themselves, by element name. */
const OWN_CONTROLS = new Set(['button', 'a', 'sqs-video']);

/** Returns true when a click landed on a control that handles it itself (a button, a link, a video player). */
export function onOwnControl(event: Event): boolean {
  // By name, not by class: a node adopted from another document (a frame) is not an instance of this window's classes.
  return event.composedPath().some((node) => OWN_CONTROLS.has((node as Element).localName));
}

/**
 * Returns which half of `box` a click at `clientX` is on: the half at the start of the text goes back, the other on
 * (left to right: the left half goes back; right to left, `rtl`: the right half does).
 */
export function clickZone(box: DOMRect, clientX: number, rtl = false): 'previous' | 'next' {
  return clientX < box.left + box.width / 2 !== rtl ? 'previous' : 'next';
}
