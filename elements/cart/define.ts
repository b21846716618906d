import { define, defineElementClass } from '../shared/define-element.js';
import { Cart } from './Cart.js';
import { cartStyles } from './cart.styles.js';
import { cartElement } from './cart.element.js';

export type { SqsCartElement, SqsCartEvents } from './cart.element.js';

define(cartElement.tag, defineElementClass(Cart, { ...cartElement, styles: [cartStyles] }));
