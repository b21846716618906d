/** The English messages of <sqs-search> (ICU MessageFormat); its French is beside it (search.fr.ts). */
const english = {
  'search.label': 'Search',
  'search.submit': 'Search',
  'search.results-label': 'Search results',
  'search.searching': 'Searching…',
  'search.count': '{count, plural, one {# result} other {# results}}',
  'search.kind-page': 'Pages',
  'search.kind-product': 'Products',
  'search.kind-post': 'Blog posts',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    search: typeof english;
  }
}
