/**
 * The rules a host page may add so that no element shifts the page while its code loads (`dist/styles/elements.css`,
 * also part of `dist/styles/tokens.css`). Before an element is defined its light-DOM content is plain HTML; each rule
 * makes that content take the room the upgraded element will take, or none when it is an overlay. Where CSS alone
 * cannot know the room (a stacked gallery's first picture, whose proportions are in an attribute), the pictures stay
 * hidden and only the box is reserved that the element's defaults give.
 *
 * `attr()` with a type (Chromium 133+) reads numeric attributes such as `slides-per-row`; elsewhere the declaration
 * before it applies (the spec's default).
 */
import { AUTO_GUTTER, COLUMN_WIDTH, GRID_PADDING, GRID_PER_ROW } from '../elements/gallery/options.js';

/** One element's pre-upgrade rules. */
const RULES: Readonly<Record<string, string>> = {
  'sqs-accordion': `sqs-accordion:not(:defined) {
  display: block;
}`,
  'sqs-accordion-item': `sqs-accordion-item:not(:defined) {
  display: block;
}
sqs-accordion-item:not(:defined)::before {
  content: attr(heading);
  display: block;
  padding-block: var(--sqs-accordion-item-padding, 16px);
  font-weight: 600;
}
sqs-accordion-item:not(:defined):not([open]) > :not([slot='heading']),
sqs-accordion-item:not(:defined) > [slot='heading'] {
  display: none;
}`,
  'sqs-announcement-bar': `sqs-announcement-bar:not(:defined) {
  display: none;
}`,
  'sqs-cart-indicator': `sqs-cart-indicator:not(:defined) {
  display: inline-block;
  min-inline-size: 2.75rem;
  min-block-size: 2.75rem;
}`,
  'sqs-cookie-banner': `sqs-cookie-banner:not(:defined) {
  display: none;
}`,
  'sqs-dialog': `sqs-dialog:not(:defined) {
  display: none;
}`,
  'sqs-form': `sqs-form:not(:defined) {
  display: block;
}`,
  'sqs-gallery': `sqs-gallery:not(:defined) {
  display: block;
}
sqs-gallery:not(:defined) > figure {
  margin: 0;
  overflow: hidden;
  visibility: hidden;
}
sqs-gallery:not(:defined) > figure > * {
  display: none;
}
sqs-gallery:not(:defined):not([design='grid']):not([design='autogrid']) > figure:not(:first-of-type) {
  display: none;
}
sqs-gallery[design='grid']:not(:defined),
sqs-gallery[design='autogrid']:not(:defined) {
  display: grid;
  grid-template-columns: repeat(${GRID_PER_ROW}, minmax(0, 1fr));
  grid-template-columns: repeat(attr(slides-per-row type(<integer>), ${GRID_PER_ROW}), minmax(0, 1fr));
  gap: ${GRID_PADDING}px;
  gap: attr(padding type(<length>) px, ${GRID_PADDING}px);
}
sqs-gallery[design='autogrid']:not(:defined) {
  grid-template-columns: repeat(auto-fill, minmax(${COLUMN_WIDTH}px, 1fr));
  gap: ${AUTO_GUTTER}px;
}
sqs-gallery[design='grid']:not(:defined) > figure,
sqs-gallery[design='autogrid']:not(:defined) > figure {
  aspect-ratio: 1;
}`,
  'sqs-lightbox': `sqs-lightbox:not(:defined) {
  display: none;
}`,
  'sqs-map': `sqs-map:not(:defined) {
  display: block;
  block-size: var(--sqs-map-height, 400px);
}
sqs-map:not(:defined) > * {
  display: none;
}`,
  'sqs-marquee': `sqs-marquee:not(:defined) {
  display: block;
  overflow: hidden;
  white-space: nowrap;
}`,
  'sqs-menu-tab': `sqs-menu-tab:not(:defined) {
  display: block;
}`,
  'sqs-menu-tabs': `sqs-menu-tabs:not(:defined) {
  display: block;
}
sqs-menu-tabs:not(:defined) > sqs-menu-tab:not(:first-of-type) {
  display: none;
}`,
  'sqs-newsletter': `sqs-newsletter:not(:defined) {
  display: block;
}`,
  'sqs-popup-overlay': `sqs-popup-overlay:not(:defined) {
  display: none;
}`,
  'sqs-system-error': `sqs-system-error:not(:defined) {
  display: none;
}`,
  'sqs-tooltip': `sqs-tooltip:not(:defined) > [slot='content'] {
  display: none;
}`,
  'sqs-video': `sqs-video:not(:defined) {
  display: block;
  aspect-ratio: 16 / 9;
}`,
};

/** Returns the tags that have pre-upgrade rules. */
export const elementsWithRules = (): string[] => Object.keys(RULES);

/** Returns the stylesheet text of every element's pre-upgrade rules. */
export function elementsCss(): string {
  return [
    '/* sqs-elements: the room each element takes before its code has loaded, so the page does not shift. */',
    ...Object.values(RULES),
    '',
  ].join('\n\n');
}
