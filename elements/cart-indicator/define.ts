import { define, defineElementClass } from '../shared/define-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { CartIndicator } from './CartIndicator.js';
import { cartIndicatorStyles } from './cart-indicator.styles.js';
import { cartIndicatorElement } from './cart-indicator.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './cart-indicator.en.js';

export type { SqsCartIndicatorElement, SqsCartIndicatorEvents } from './cart-indicator.element.js';

define(
  cartIndicatorElement.tag,
  defineElementClass(CartIndicator, { ...cartIndicatorElement, styles: [visuallyHiddenStyles, cartIndicatorStyles] }),
);
