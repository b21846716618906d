import { define, defineElementClass } from '../shared/define-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { Product } from './Product.js';
import { productStyles } from './product.styles.js';
import { productElement } from './product.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import '../shared/messages/commerce.en.js';

export type { SqsProductElement } from './product.element.js';

define(
  productElement.tag,
  defineElementClass(Product, { ...productElement, styles: [visuallyHiddenStyles, productStyles] }),
);
