/** The French messages of <sqs-search>: one for each id of its English (search.en.ts). */
import type english from './search.en.js';

export default {
  'search.label': 'Rechercher',
  'search.submit': 'Rechercher',
  'search.results-label': 'Résultats de recherche',
  'search.searching': 'Recherche…',
  'search.count': '{count, plural, one {# résultat} other {# résultats}}',
  'search.kind-page': 'Pages',
  'search.kind-product': 'Produits',
  'search.kind-post': 'Articles',
} as const satisfies Record<keyof typeof english, string>;
