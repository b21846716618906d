import { define, defineElementClass } from '../shared/define-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { ProductList } from './ProductList.js';
import { productListStyles } from './product-list.styles.js';
import { productListElement, type SqsProductListElement } from './product-list.element.js';
import type { CensusEnv } from '../../runtime/census.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './product-list.en.js';
import '../shared/messages/commerce.en.js';
// Its contract hydrates a server render: this sets how.
import '../shared/hydration.js';

export type { SqsProductListElement, SqsProductListEvents } from './product-list.element.js';

/** Registers `<sqs-product-list>`. */
class ProductListElement
  extends defineElementClass(ProductList, {
    ...productListElement,
    styles: [visuallyHiddenStyles, productListStyles],
  })
  implements SqsProductListElement
{
  /** Where the quick views are recorded (the page's census outbox by default). */
  censusEnv?: CensusEnv;
}

define(productListElement.tag, ProductListElement);
