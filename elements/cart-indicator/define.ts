// Types only (nothing runs): gives a host page's TypeScript the tag and event maps of every element.
import '../registry.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { CartIndicator } from './CartIndicator.js';
import { cartIndicatorStyles } from './cart-indicator.styles.js';
import { cartIndicatorElement } from './cart-indicator.element.js';

export type { SqsCartIndicatorElement, SqsCartIndicatorEvents } from './cart-indicator.element.js';

define(
  cartIndicatorElement.tag,
  defineElementClass(CartIndicator, { ...cartIndicatorElement, styles: [visuallyHiddenStyles, cartIndicatorStyles] }),
);
