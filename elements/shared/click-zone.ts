/** Returns true when a click landed on a control that handles it itself (a button, a link, a video player). */
export function onOwnControl(event: Event): boolean {
  return event
    .composedPath()
    .some(
      (node) =>
        node instanceof HTMLButtonElement ||
        node instanceof HTMLAnchorElement ||
        (node as Element).localName === 'sqs-video',
    );
}

/**
 * Returns which half of `box` a click at `clientX` is on: the half at the start of the text goes back, the other on
 * (left to right: the left half goes back; right to left, `rtl`: the right half does).
 */
export function clickZone(box: DOMRect, clientX: number, rtl = false): 'previous' | 'next' {
  return clientX < box.left + box.width / 2 !== rtl ? 'previous' : 'next';
}
