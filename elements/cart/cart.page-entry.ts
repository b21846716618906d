import { PageType } from '../../runtime/enums.js';
import type { PageEntryDeclaration } from '../page-entry-list.js';

/**
 * The cart page's code: on show cart (200) and commerce cart v2 (205), the autoloader puts `<sqs-cart>` into the
 * page's root (the build collects this entry).
 */
export const pageEntry: PageEntryDeclaration = {
  pageTypes: [PageType.showCart, PageType.commerceCartV2],
  chunk: 'async-commerce-cart-page',
  // spec 001 §2: the full-page cart is recognised by its root `sqs-cart-root` and container `sqs-cart-container`.
  root: '#sqs-cart-root, #sqs-cart-container',
};
