import { SEARCH_FIELD_HEIGHT } from './search.styles.js';

/** Reserves the search field's height before its code loads (the preview opens over the page, shifting nothing). */
export const searchPreUpgrade = `sqs-search:not(:defined) {
  display: block;
  min-block-size: ${SEARCH_FIELD_HEIGHT};
  max-inline-size: var(--sqs-search-max-width, 40rem);
}`;
