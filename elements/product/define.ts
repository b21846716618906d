// Types only (nothing runs): gives a host page's TypeScript the tag and event maps of every element.
import '../registry.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { Product } from './Product.js';
import { productStyles } from './product.styles.js';
import { productElement } from './product.element.js';

export type { SqsProductElement } from './product.element.js';

define(
  productElement.tag,
  defineElementClass(Product, { ...productElement, styles: [visuallyHiddenStyles, productStyles] }),
);
