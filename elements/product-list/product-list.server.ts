import { serverElement } from '../shared/ssr/server-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { ProductList } from './ProductList.js';
import { productListElement } from './product-list.element.js';
import { productListStyles } from './product-list.styles.js';

/**
 * Renders `<sqs-product-list>` on a server (`sqs-elements/ssr`) from its `products` attribute or from its page of
 * products given as the render's data; one whose products are not given is left to the browser.
 */
export const productListServer = serverElement(ProductList, productListElement, [
  visuallyHiddenStyles,
  productListStyles,
]);
