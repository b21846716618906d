import { define, defineElementClass } from '../shared/define-element.js';
import { Cart } from './Cart.js';
import { cartStyles } from './cart.styles.js';
import { cartElement } from './cart.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './cart.en.js';
import '../shared/messages/commerce.en.js';

export type { SqsCartElement, SqsCartEvents } from './cart.element.js';

define(cartElement.tag, defineElementClass(Cart, { ...cartElement, styles: [cartStyles] }));
