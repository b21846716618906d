import { warnOnce } from '../shared/warn.js';
import { useId, useLayoutEffect, useState, type AnchorHTMLAttributes, type HTMLAttributes } from 'react';
import { emit } from '../shared/emit.js';
import type { CartSyncDetail } from './cart-indicator.element.js';
import { useMessages } from '../shared/use-messages.js';
import english from './cart-indicator.en.js';

/** spec 000 §9: above this many items the count shows '100+' and the label says 'More than 100 items in cart'. */
export const CART_COUNT_MAX = 100;

/** The element as its behaviour sees it: the reflected cart state. */
export type CartIndicatorHost = HTMLElement & { count: number; subtotal: string };

/** What the indicator's markup needs. */
export interface CartIndicatorBindings {
  /** False until the first sync (spec 000 §4); nothing is rendered before it. */
  initialised: boolean;
  /** Props for the link; its name comes from `label`, its description from the subtotal. */
  linkProps: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
  /** The visible count (`100+` above 100), hidden from assistive technology. */
  countText: string;
  /** The spoken label, the link's accessible name. */
  label: string;
  /** Props for the visible subtotal, which describes the link. */
  subtotalProps: HTMLAttributes<HTMLSpanElement> & { id: string };
}

/**
 * Returns the detail of an `sqs-cart-sync` event when it is well-formed (`totalQuantity` a whole number, 0 or more;
 * `subtotalText` a string), else undefined. Never throws, whatever the detail is.
 */
export function readCartSync(detail: unknown): CartSyncDetail | undefined {
  try {
    if (typeof detail !== 'object' || detail === null) return undefined;
    const { totalQuantity, subtotalText } = detail as Record<string, unknown>;
    if (typeof totalQuantity !== 'number' || !Number.isInteger(totalQuantity) || totalQuantity < 0) return undefined;
    if (typeof subtotalText !== 'string') return undefined;
    return { totalQuantity, subtotalText };
  } catch {
    // A detail whose properties throw when read (a getter, a revoked proxy) is malformed too.
    return undefined;
  }
}

/** Returns a short text of a detail for a warning; cyclic or unserialisable values give their type. */
function preview(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = typeof value;
  }
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/**
 * Warns that `event` was ignored, at most once per element and once per event: every indicator on the page hears
 * the same event, and a header with two indicators should still say it once.
 */
function warnMalformed(host: Element, event: Event, detail: unknown): void {
  // Once per element and once per event: every indicator hears the same event.
  warnOnce(
    [host, event],
    'cart-sync',
    `<${host.localName}>: ignored an sqs-cart-sync event with a malformed detail (${preview(detail)}); expected { totalQuantity: a whole number ≥ 0, subtotalText: string }.`,
  );
}

/**
 * Returns the prop bags of the cart indicator and wires its state onto the host. The indicator is initialised once
 * `count` or `subtotal` is present (and stays so); `data-state` reflects it. Every well-formed `sqs-cart-sync` event
 * on the document is written to the `count` and `subtotal` attributes, so attributes and properties read back what
 * is shown; a malformed one is ignored with a warning.
 */
export function useCartIndicator(
  host: CartIndicatorHost,
  count: number,
  subtotal: string,
  href: string,
): CartIndicatorBindings {
  const t = useMessages(host, english);
  const subtotalId = `subtotal${useId()}`;
  // Attributes are the state; the element re-renders whenever one changes, so reading them here stays current.
  const synced = host.hasAttribute('count') || host.hasAttribute('subtotal');
  const [initialised, setInitialised] = useState(synced);
  // spec 000 §4: uninitialised → initialised happens once; removing the attributes later does not undo it.
  if (synced && !initialised) setInitialised(true);

  useLayoutEffect(() => {
    host.dataset.state = initialised ? 'initialised' : 'uninitialised';
  }, [host, initialised]);

  // A layout effect, so the element listens from its first commit (before `updateComplete` settles).
  useLayoutEffect(() => {
    const document = host.ownerDocument;
    const onSync = (event: Event): void => {
      const raw = (event as CustomEvent<unknown>).detail;
      const detail = readCartSync(raw);
      if (!detail) return warnMalformed(host, event, raw);
      host.count = detail.totalQuantity;
      host.subtotal = detail.subtotalText;
    };
    document.addEventListener('sqs-cart-sync', onSync);
    // An indicator defined after the cart's last sync (the autoloader imports it on demand) asks for it again.
    emit(host, 'sqs-cart-request', {});
    return () => document.removeEventListener('sqs-cart-sync', onSync);
  }, [host]);

  const overflow = count > CART_COUNT_MAX;
  return {
    initialised,
    linkProps: { href, 'aria-describedby': subtotal ? subtotalId : undefined },
    countText: overflow ? t('cart-indicator.count-overflow') : String(count),
    label: overflow ? t('cart-indicator.label-overflow') : t('cart-indicator.label', { count }),
    subtotalProps: { id: subtotalId, 'aria-hidden': true },
  };
}
