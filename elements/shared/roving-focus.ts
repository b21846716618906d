/**
 * Returns where focus moves from item `index` of `count` for `key` in a composite widget laid out along
 * `orientation` (WAI-ARIA APG keyboard conventions): that axis's arrow keys step one item, wrapping; Home and End go
 * to the first and last item; right-to-left text mirrors the horizontal arrows. Returns -1 for any other key.
 */
export function nextFocusIndex(
  key: string,
  index: number,
  count: number,
  orientation: 'horizontal' | 'vertical',
  rtl = false,
): number {
  const forward = (index + 1) % count;
  const backward = (index - 1 + count) % count;
  const [next, previous] =
    orientation === 'vertical'
      ? ['ArrowDown', 'ArrowUp']
      : rtl
        ? ['ArrowLeft', 'ArrowRight']
        : ['ArrowRight', 'ArrowLeft'];
  if (key === next) return forward;
  if (key === previous) return backward;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return -1;
}
