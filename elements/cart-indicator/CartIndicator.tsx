import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { cartIndicatorAttributes, SqsCartIndicatorElement } from './cart-indicator.element.js';
import { useCartIndicator } from './useCartIndicator.js';

/**
 * Renders nothing until the first sync, then the link to the cart: the bag icon, the visible count and subtotal
 * (hidden from assistive technology) and the spoken label (visually hidden), so the link's accessible name is exactly
 * the label (spec 000 §9) and axe's label-in-name check holds: no `aria-label` overrides visible text.
 */
export function CartIndicator({
  host,
  count,
  subtotal,
  href,
}: ElementProps<typeof cartIndicatorAttributes, SqsCartIndicatorElement>): ReactNode {
  const { initialised, linkProps, countText, label, subtotalProps } = useCartIndicator(host, count, subtotal, href);
  if (!initialised) return null;
  return (
    <a part="base" {...linkProps}>
      <svg part="icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8L5 8Z" />
        <path d="M9 10V7a3 3 0 0 1 6 0v3" />
      </svg>
      <span part="count" aria-hidden="true">
        {countText}
      </span>
      <span className="visually-hidden">{label}</span>
      {subtotal ? (
        <span part="subtotal" {...subtotalProps}>
          {subtotal}
        </span>
      ) : null}
    </a>
  );
}
