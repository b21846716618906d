import { define, defineElementClass } from '../shared/define-element.js';
import { CartIndicator } from './CartIndicator.js';
import { cartIndicatorStyles } from './cart-indicator.styles.js';
import { cartIndicatorElement } from './cart-indicator.element.js';

export type { SqsCartIndicatorElement, SqsCartIndicatorEvents } from './cart-indicator.element.js';

define(
  cartIndicatorElement.tag,
  defineElementClass(CartIndicator, { ...cartIndicatorElement, styles: [cartIndicatorStyles] }),
);
