import { useEffect, useState } from 'react';

/** Returns whether a pointer is over `element` (pointer events, so mouse and pen; touch ends with its pointer). */
export function useHover(element: Element | null): boolean {
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    if (!element) return;
    const enter = (): void => setHovered(true);
    const leave = (): void => setHovered(false);
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
      setHovered(false);
    };
  }, [element]);
  return hovered;
}
