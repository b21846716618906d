import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';
import { SUMMARY_METADATA_ITEMS } from './summary.element.js';

// The metadata item each of primaryMetadata and secondaryMetadata names, in its own row.
const shownMetadata = ['primary', 'secondary']
  .flatMap((row) =>
    SUMMARY_METADATA_ITEMS.map(
      (item) => `[data-${row}='${item}'] .summary-metadata--${row} .summary-metadata-item--${item}`,
    ),
  )
  .join(',');

/**
 * The block's states and designs. The items are the backend's HTML (`summary-items`, `summary-item`,
 * `summary-title`, `summary-date`, `summary-excerpt`) or the page's own rendering (`summary-thumbnail`,
 * `summary-content`, `summary-metadata`, `summary-price`, `summary-read-more-link` beside them), styled here by the
 * block's `data-design` and the block data's settings (`data-text-size`, `data-align`, `data-hide`, `data-columns`).
 */
export const summaryStyles = css`
  :host {
    --sqs-summary-min-height: 120px;
    --sqs-summary-gap: ${token('space-6')};
    --sqs-summary-item-width: 14rem;
    --sqs-summary-muted-color: ${token('color-text-muted')};
    display: block;
  }
  [part~='base'] {
    min-block-size: var(--sqs-summary-min-height);
  }
  .summary-items {
    display: grid;
    gap: var(--sqs-summary-gap);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [data-design='grid'] .summary-items {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--sqs-summary-item-width)), 1fr));
  }
  /* slidesPerRow: that many columns while each keeps 8rem, fewer in a narrower column. */
  [data-design='grid'][data-columns] .summary-items {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, max(8rem, var(--sqs-summary-span))), 1fr));
  }
  [data-columns] {
    --sqs-summary-span: calc(
      (100% - (var(--sqs-summary-columns) - 1) * var(--sqs-summary-gap)) / var(--sqs-summary-columns) - 0.1px
    );
  }
  [data-design='wall'] .summary-items {
    display: block;
    columns: var(--sqs-summary-column-width, var(--sqs-summary-item-width));
    column-gap: var(--sqs-summary-gap);
  }
  [data-design='wall'] .summary-item {
    break-inside: avoid;
    margin-block-end: var(--sqs-summary-gap);
  }
  [data-design='carousel'] .summary-items {
    grid-auto-flow: column;
    grid-auto-columns: minmax(min(85%, var(--sqs-summary-item-width)), 1fr);
    overflow-x: auto;
    overscroll-behavior-inline: contain;
    scroll-snap-type: inline mandatory;
    padding-block-end: ${token('space-2')};
  }
  [data-design='carousel'][data-motion='full'] .summary-items {
    scroll-behavior: smooth;
  }
  [data-design='carousel'][data-columns] .summary-items {
    grid-auto-columns: max(min(85%, 8rem), var(--sqs-summary-span));
  }
  [data-design='carousel'] .summary-item {
    scroll-snap-align: start;
  }
  [part~='header'] {
    display: flex;
    align-items: center;
    gap: ${token('space-2')};
    margin-block-end: ${token('space-4')};
  }
  [part~='heading'] {
    margin: 0;
    margin-inline-end: auto;
    font-size: ${token('font-size-xl')};
  }
  [part~='previous'],
  [part~='next'] {
    min-inline-size: 2.75rem;
    min-block-size: 2.75rem;
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font: inherit;
    cursor: pointer;
  }
  [part~='previous'] {
    margin-inline-start: auto;
  }
  .summary-item {
    display: flow-root;
  }
  .summary-thumbnail {
    overflow: hidden;
    aspect-ratio: var(--sqs-summary-image-ratio, auto);
    margin-block-end: ${token('space-2')};
  }
  .summary-thumbnail-container {
    display: block;
    position: relative;
  }
  .summary-thumbnail-event-date {
    position: absolute;
    inset-block-start: ${token('space-2')};
    inset-inline-start: ${token('space-2')};
    padding: ${token('space-1')} ${token('space-2')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    text-align: center;
    line-height: 1.2;
  }
  .summary-thumbnail-event-date-month,
  .summary-thumbnail-event-date-day {
    display: block;
  }
  .summary-thumbnail img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  [data-crop='none'] .summary-thumbnail img {
    object-fit: contain;
  }
  [data-design='list'] .summary-thumbnail-outer-container {
    float: inline-start;
    inline-size: var(--sqs-summary-list-image-size, 30%);
    margin-inline-end: var(--sqs-summary-gap);
  }
  [data-design='list'] .summary-content {
    display: flow-root;
  }
  [data-design='list'][data-image-align='right'] .summary-thumbnail-outer-container {
    float: inline-end;
    margin-inline: var(--sqs-summary-gap) 0;
  }
  [data-design='list'][data-image-align='center'] .summary-thumbnail-outer-container {
    float: none;
    margin-inline: auto;
  }
  [data-align='center'] .summary-items {
    text-align: center;
  }
  [data-align='right'] .summary-items {
    text-align: end;
  }
  [data-text-size='small'] .summary-items {
    font-size: ${token('font-size-sm')};
  }
  [data-text-size='large'] .summary-items {
    font-size: ${token('font-size-lg')};
  }
  [data-text-size='small'] .summary-title {
    font-size: ${token('font-size-lg')};
  }
  [data-text-size='large'] .summary-title {
    font-size: ${token('font-size-3xl')};
  }
  /* metadataPosition, primaryMetadata, secondaryMetadata: one place, and in it the item each names. */
  [data-metadata] .summary-metadata-container,
  [data-primary] .summary-metadata--primary .summary-metadata-item,
  [data-secondary] .summary-metadata--secondary .summary-metadata-item {
    display: none;
  }
  [data-metadata='above-title'] .summary-metadata-container--above-title,
  [data-metadata='below-title'] .summary-metadata-container--below-title,
  [data-metadata='below-content'] .summary-metadata-container--below-content {
    display: block;
  }
  ${shownMetadata} {
    display: inline;
  }
  /* An event's time comes in three forms; the localized one where the page has it, else the 12-hour one. */
  .event-time-24hr,
  .summary-metadata-item:has(.event-time-localized) .event-time-12hr {
    display: none;
  }
  [data-hide~='title'] .summary-title,
  [data-hide~='thumbnail'] .summary-thumbnail-outer-container,
  [data-hide~='excerpt'] .summary-excerpt,
  [data-hide~='price'] .summary-price,
  [data-hide~='read-more'] .summary-read-more-link {
    display: none;
  }
  .summary-metadata,
  .summary-price {
    color: var(--sqs-summary-muted-color);
  }
  .summary-metadata-item + .summary-metadata-item {
    margin-inline-start: ${token('space-2')};
  }
  .summary-title {
    margin: 0 0 ${token('space-1')};
    font-size: ${token('font-size-xl')};
    font-weight: ${token('font-weight-semibold')};
    line-height: 1.3;
  }
  .summary-title a {
    color: inherit;
  }
  .summary-date,
  .summary-excerpt {
    margin: 0;
    color: var(--sqs-summary-muted-color);
  }
  .summary-excerpt {
    margin-block-start: ${token('space-2')};
  }
  [part~='loading'] {
    display: grid;
    gap: ${token('space-2')};
  }
  [part~='loading-bar'] {
    block-size: 4px;
    inline-size: 100%;
    border-radius: 2px;
    background: ${token('color-border')};
  }
  [data-motion='full'] [part~='loading-bar'] {
    animation: sqs-summary-pulse 1.2s ease-in-out infinite alternate;
  }
  @keyframes sqs-summary-pulse {
    to {
      opacity: 0.35;
    }
  }
  [part~='loading-text'],
  [part~='empty'],
  [part~='error-text'] {
    margin: 0;
    color: var(--sqs-summary-muted-color);
  }
  [part~='error'] {
    display: grid;
    justify-items: start;
    gap: ${token('space-2')};
  }
  [part~='retry'] {
    padding: ${token('space-2')} ${token('space-4')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font: inherit;
    cursor: pointer;
  }
`;
