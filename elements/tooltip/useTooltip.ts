import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { registerClosable } from '../../runtime/closables.js';
import { useChangeEvent } from '../shared/hooks/useChangeEvent.js';
import { useReducedMotion } from '../shared/hooks/useMediaQuery.js';
import { useSize } from '../shared/hooks/useSize.js';

/** spec 001 §9: tooltip width 250 (the delay is the contract's default); positioning edge margin 20 px. */
export const TOOLTIP_WIDTH = 250;
export const EDGE_MARGIN = 20;
/** The gap between the trigger and the tooltip. */
const GAP = 8;

let nextId = 1;

/** A box on the page, in viewport pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Returns where a tooltip of `size` goes for a trigger at `anchor` in a viewport of `viewport`: centred above the
 * trigger, below it when there is no room above, and always at least `margin` px inside every viewport edge that
 * leaves room for it.
 */
export function placeTooltip(
  anchor: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  margin = EDGE_MARGIN,
): { left: number; top: number } {
  const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));
  const left = clamp(anchor.left + anchor.width / 2 - size.width / 2, margin, viewport.width - margin - size.width);
  const above = anchor.top - GAP - size.height;
  const top = above >= margin ? above : anchor.top + anchor.height + GAP;
  return { left, top: clamp(top, margin, viewport.height - margin - size.height) };
}

/** What `Tooltip.tsx` spreads. */
export interface TooltipBindings {
  shown: boolean;
  bubbleProps: {
    ref: RefObject<HTMLDivElement | null>;
    role: 'tooltip';
    hidden: boolean;
    'data-state': 'shown' | 'hidden';
    'data-motion': 'reduce' | undefined;
  };
}

/** Returns the element a tooltip describes: the first element assigned to its default slot. */
function triggerOf(host: HTMLElement): HTMLElement | undefined {
  return host.shadowRoot?.querySelector<HTMLSlotElement>('slot:not([name])')?.assignedElements({ flatten: true })[0] as
    HTMLElement | undefined;
}

/**
 * Runs a tooltip (WAI-ARIA APG tooltip): hovering or focusing the host shows it after `delay` ms; leaving, blurring
 * or Escape hides it at once. ARIA ids do not cross shadow roots, so the description is the light-DOM element in the
 * `content` slot: it gets an id (when it has none) and the trigger — the first element in the default slot — gets
 * it in `aria-describedby`; both live in the page's tree, where the reference resolves. While shown the tooltip is
 * placed next to the trigger and kept 20 px inside the viewport.
 */
export function useTooltip(host: HTMLElement, delay: number): TooltipBindings {
  const bubbleRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const [slots, setSlots] = useState(0);
  const reduced = useReducedMotion();

  useEffect(() => {
    const onSlotChange = (): void => setSlots((n) => n + 1);
    host.shadowRoot?.addEventListener('slotchange', onSlotChange);
    return () => host.shadowRoot?.removeEventListener('slotchange', onSlotChange);
  }, [host]);

  useLayoutEffect(() => {
    const content = host.querySelector<HTMLElement>(':scope > [slot="content"]');
    const target = triggerOf(host);
    if (!content || !target) return;
    if (!content.id) content.id = `sqs-tooltip-${nextId++}`;
    const id = content.id;
    const tokens = (target.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!tokens.includes(id)) target.setAttribute('aria-describedby', [...tokens, id].join(' '));
    return () => {
      const rest = (target.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((t) => t && t !== id);
      if (rest.length) target.setAttribute('aria-describedby', rest.join(' '));
      else target.removeAttribute('aria-describedby');
    };
  }, [host, slots]);

  // Attached in the layout phase so a focus or hover right after `updateComplete` is seen.
  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => setShown(true), delay);
    };
    const hide = (): void => {
      clearTimeout(timer);
      setShown(false);
    };
    const onFocusOut = (event: FocusEvent): void => {
      if (!host.contains(event.relatedTarget as Node | null)) hide();
    };
    host.addEventListener('pointerenter', show);
    host.addEventListener('pointerleave', hide);
    host.addEventListener('focusin', show);
    host.addEventListener('focusout', onFocusOut);
    return () => {
      clearTimeout(timer);
      host.removeEventListener('pointerenter', show);
      host.removeEventListener('pointerleave', hide);
      host.removeEventListener('focusin', show);
      host.removeEventListener('focusout', onFocusOut);
    };
  }, [host, delay]);

  // APG: Escape hides the tooltip wherever focus is. A closable target of the page while shown, so inside a dialog
  // the first Escape hides the tooltip and the second closes the dialog.
  useLayoutEffect(() => (shown ? registerClosable(() => setShown(false)) : undefined), [shown]);

  const place = useCallback(() => {
    const bubble = bubbleRef.current;
    if (!bubble) return;
    const anchor = (triggerOf(host) ?? host).getBoundingClientRect();
    const size = bubble.getBoundingClientRect();
    const { left, top } = placeTooltip(anchor, size, { width: innerWidth, height: innerHeight });
    bubble.style.setProperty('--sqs-tooltip-x', `${left}px`);
    bubble.style.setProperty('--sqs-tooltip-y', `${top}px`);
  }, [host]);

  useLayoutEffect(() => {
    host.dataset.state = shown ? 'shown' : 'hidden';
    if (!shown) return;
    // The bubble is fixed to the viewport: follow the trigger when the page or a scroller moves.
    addEventListener('scroll', place, { capture: true, passive: true });
    return () => removeEventListener('scroll', place, { capture: true });
  }, [host, shown, place]);
  // Placed when shown, and again when the viewport's size changes (it keeps the bubble inside the viewport).
  useSize(window, place, { enabled: shown });

  useChangeEvent(
    host,
    (now: boolean) => (now ? 'sqs-tooltip-show' : 'sqs-tooltip-hide'),
    shown,
    () => ({}),
  );

  return {
    shown,
    bubbleProps: {
      ref: bubbleRef,
      role: 'tooltip',
      hidden: !shown,
      'data-state': shown ? 'shown' : 'hidden',
      'data-motion': reduced ? 'reduce' : undefined,
    },
  };
}
