/** The English messages of <sqs-product-list> (ICU MessageFormat); its French is beside it (product-list.fr.ts). */
const english = {
  // Our own wording: the spec quotes none for the list.
  'product-list.loading': 'Loading products…',
  'product-list.filter': 'Filter by category',
  'product-list.all': 'All',
  'product-list.quick-view': 'Quick View',
  'product-list.close': 'Close',
  'product-list.unavailable': 'Quick View is unavailable',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    productList: typeof english;
  }
}
