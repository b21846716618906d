import { useEffect, useId, useLayoutEffect, useRef, useState, type HTMLAttributes, type RefObject } from 'react';
import { boolean } from '../shared/attributes.js';
import { indexAmongSiblings } from '../shared/children.js';
import { useChangeEvent } from '../shared/hooks/useChangeEvent.js';
import { prefersReducedMotion } from '../shared/hooks/useMediaQuery.js';
import { afterNextFrame } from '../shared/next-frame.js';
import { serverRender } from '../shared/takeover.js';

/** spec 000 §9: the accordion's open/close animation. */
export const ACCORDION_ANIMATION_MS = 250;

type Phase = 'open' | 'closed' | 'opening' | 'closing';

/** What the item's header and panel need. */
export interface AccordionItemBindings {
  /** Props for the header `<button>`. */
  triggerProps: HTMLAttributes<HTMLButtonElement> & {
    id: string;
    'aria-expanded': boolean;
    'aria-controls': string;
    ref: RefObject<HTMLButtonElement | null>;
  };
  /** Props for the panel region. */
  panelProps: HTMLAttributes<HTMLDivElement> & {
    id: string;
    role: 'region';
    hidden: boolean;
    ref: RefObject<HTMLDivElement | null>;
  };
  /** True while the panel animates; toggling is ignored then. */
  animating: boolean;
}

const expandFirst = boolean();

/**
 * True for the first item of an `<sqs-accordion expand-first>` none of whose items is open: the one it opens. It reads
 * tags, attributes and children only, which the server render's host stand-in answers too.
 */
export function openedByAccordion(host: HTMLElement): boolean {
  const parent = host.parentElement;
  if (parent?.localName !== 'sqs-accordion' || !expandFirst.parse(parent.getAttribute('expand-first'))) return false;
  const items = [...parent.children].filter((child) => child.localName === host.localName);
  return items[0] === host && !items.some((item) => item.hasAttribute('open'));
}

/**
 * Returns the prop bags of one accordion item (WAI-ARIA APG accordion): a button that controls a labelled region.
 * Activating the button toggles the host's `open` attribute unless an animation is running; every change of `open`
 * after the first render animates the panel's height for 250 ms (instantly under reduced motion or before the item
 * was ever painted), reflects `data-state` and dispatches `sqs-toggle` `{ index, open }`.
 */
export function useAccordionItem(host: HTMLElement & { open: boolean }, open: boolean): AccordionItemBindings {
  const id = useId();
  const triggerId = `trigger${id}`;
  const panelId = `panel${id}`;
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const painted = useRef(false);
  const [phase, setPhase] = useState<Phase>(open ? 'open' : 'closed');
  const [shownOpen, setShownOpen] = useState(open);

  if (open !== shownOpen) {
    // Derive the phase from the new `open` during render, so the panel is visible in the commit that animates it.
    setShownOpen(open);
    const animate = painted.current && !prefersReducedMotion();
    setPhase(open ? (animate ? 'opening' : 'open') : animate ? 'closing' : 'closed');
  }

  useEffect(() => {
    // A change made before the first paint was never seen, so it is not animated.
    return afterNextFrame(() => (painted.current = true));
  }, []);

  useLayoutEffect(() => {
    // A server-rendered item keeps the state a visitor gave its native disclosure before this script ran, and its
    // focus (the server's nodes are handed to this first commit). Otherwise, the item an <sqs-accordion expand-first>
    // is going to open starts open, as its pre-upgrade rule shows it: opened later by the accordion, it would first
    // paint closed and then grow (a layout shift).
    const server = serverRender(host);
    const disclosure = server?.nodes.querySelector('details');
    if (!disclosure) {
      if (openedByAccordion(host)) host.open = true;
      return;
    }
    // (Set only when it differs: setting the attribute again would render the item again.)
    if (host.open !== disclosure.open) host.open = disclosure.open;
    // Focus on the server's summary moves to the trigger that replaces it.
    if (disclosure.contains(server!.focused)) triggerRef.current!.focus({ preventScroll: true });
  }, [host]);

  useLayoutEffect(() => {
    host.setAttribute('data-state', open ? 'open' : 'closed');
  }, [host, open]);

  useChangeEvent(host, 'sqs-toggle', open, () => ({ index: indexAmongSiblings(host), open }));

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel || (phase !== 'opening' && phase !== 'closing')) return;
    const full = panel.scrollHeight;
    const [from, to] = phase === 'opening' ? [0, full] : [panel.getBoundingClientRect().height, 0];
    const animation = panel.animate(
      [
        { height: `${from}px`, overflow: 'hidden' },
        { height: `${to}px`, overflow: 'hidden' },
      ],
      { duration: ACCORDION_ANIMATION_MS, easing: 'ease-in-out' },
    );
    animation.onfinish = () => setPhase(phase === 'opening' ? 'open' : 'closed');
    return () => animation.cancel();
  }, [phase]);

  const animating = phase === 'opening' || phase === 'closing';
  const toggle = useRef(() => undefined as void);
  toggle.current = () => {
    if (!animating) host.open = !open;
  };

  useEffect(() => {
    // A native listener rather than React's onClick: the item then needs none of React's ~160 delegated listeners on
    // its shadow root (`reactEvents: false`), which were most of the cost of inserting thousands of items.
    const trigger = triggerRef.current!;
    const onClick = (): void => toggle.current();
    trigger.addEventListener('click', onClick);
    return () => trigger.removeEventListener('click', onClick);
  }, []);

  return {
    triggerProps: { id: triggerId, 'aria-expanded': open, 'aria-controls': panelId, ref: triggerRef },
    panelProps: {
      id: panelId,
      role: 'region',
      'aria-labelledby': triggerId,
      hidden: phase === 'closed',
      ref: panelRef,
    },
    animating,
  };
}
