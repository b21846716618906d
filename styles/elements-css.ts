/**
 * The rules a host page may add so that no element shifts the page while its code loads (`dist/styles/elements.css`,
 * also part of `dist/styles/tokens.css`). Before an element is defined its light-DOM content is plain HTML; each rule
 * makes that content take the room the upgraded element will take (with the element's own defaults, read through the
 * same `--sqs-*` properties a page may set), or none when it is an overlay. The gallery's rules are in gallery-css.ts.
 */
import { ANIMATE_AUTO_RATIO } from '../elements/animate/animate.element.js';
import { IMAGE_SHAPES } from '../elements/image/image.element.js';
import { PRICING_TOGGLE_ROW } from '../elements/pricing-toggle/pricing-toggle.styles.js';
import { PRODUCT_ROOM } from '../elements/product/product.styles.js';
import { RESERVATION_ROOM } from '../elements/reservation/reservation.styles.js';
import { galleryCss } from './gallery-css.js';
import { breakpoints, token } from './tokens.js';

/** The announcement bar before upgrade when it has text to show. */
const ANNOUNCEMENT = "sqs-announcement-bar[text]:not([text='']):not(:defined)";
/** The height of the mobile information bar's one row: its 44 px links. */
const INFO_BAR_ROW = '44px';
/** The accordion item's trigger: its padding, and the room its icon and the gap before it take beside the heading. */
const ITEM_PADDING = `var(--sqs-accordion-item-padding, ${token('space-3')})`;
const ITEM_ICON = `calc(var(--sqs-accordion-item-icon-size, 14px) + ${token('space-3')})`;
/** The map's address card: its padding, and each line's gap and height. */
const MAP_LINE = `(${token('space-1')} + 1lh)`;
const MAP_LINES = ['address-title', 'address-line1', 'address-line2', 'address-country'];
/** The menu tabs' panel padding above and below the shown tab (the element's default). */
const MENU_PANEL_PADDING = token('space-4');
/** The video's box when its embed gives no proportions (the element's --sqs-video-aspect-ratio, 56.3 %). */
const VIDEO_HEIGHT_PERCENT = 56.3;

/** The cart indicator's box while it has nothing to show: its icon and the padding around it. */
const CART_INDICATOR_ROOM = `calc(var(--sqs-cart-indicator-icon-size, 24px) + 2 * var(--sqs-cart-indicator-padding, ${token('space-1')}))`;
/**
 * Wave intensities the moving marquee makes room for (above and below, `--sqs-marquee-wave-height` each; none under
 * reduced motion, where it stands still): whole numbers 1 to 4 — another value gets no room before upgrade.
 */
const MARQUEE_WAVES = [1, 2, 3, 4];
/** The animated block's placeholder counts given a rule: one row of `count` squares (1 to 12). */
const ANIMATE_COUNTS = Array.from({ length: 12 }, (_, i) => i + 1);
/** The image block's caption: the gap above it and its type. */
const IMAGE_CAPTION = `margin-block-start: var(--sqs-image-caption-gap, ${token('space-3')});
  font-size: var(--sqs-image-caption-font-size, ${token('font-size-body')});
  line-height: 1.5;
  color: var(--sqs-image-caption-color, ${token('color-text-muted')});`;

/** One element's pre-upgrade rules. */
const RULES: Readonly<Record<string, string>> = {
  'sqs-accordion': `sqs-accordion:not(:defined) {
  display: block;
  border-block-start: var(--sqs-accordion-border, 1px solid ${token('color-border')});
}`,
  'sqs-accordion-item': `sqs-accordion-item:not(:defined) {
  display: block;
  border-block-end: var(--sqs-accordion-item-divider, 1px solid ${token('color-border')});
}
sqs-accordion-item:not(:defined)::before {
  content: attr(heading);
  display: block;
  padding-block: ${ITEM_PADDING};
  padding-inline-end: ${ITEM_ICON};
  font-weight: ${token('font-weight-medium')};
}
sqs-accordion-item:not(:defined):has(> [slot='heading'])::before {
  content: none;
}
sqs-accordion-item:not(:defined) > [slot='heading'] {
  display: block;
  margin: 0;
  padding-block: ${ITEM_PADDING};
  padding-inline-end: ${ITEM_ICON};
  font: inherit;
  font-weight: ${token('font-weight-medium')};
  order: -1;
}
sqs-accordion-item:not(:defined):not([open]) {
  display: grid;
  grid-template-rows: auto;
  grid-auto-rows: 0;
  overflow: hidden;
}
sqs-accordion-item[open]:not(:defined),
sqs-accordion[expand-first] > sqs-accordion-item:not(:defined):first-of-type {
  display: block;
  padding-block-end: ${ITEM_PADDING};
}`,
  'sqs-animate': `sqs-animate:not(:defined) {
  display: block;
  aspect-ratio: 100 / ${ANIMATE_AUTO_RATIO};
}
${ANIMATE_COUNTS.map(
  (count) =>
    `sqs-animate[ratio='count' i]${count === 1 ? '' : `[count='${count}']`}:not(:defined) {\n  aspect-ratio: ${count} / 1;\n}`,
).join('\n')}`,
  // The bar with text shows (unless the site context turns it off or the visitor dismissed it): its text, close button
  // and padding in the room the upgraded bar takes, compact at the mobile information bar's width.
  'sqs-announcement-bar': `sqs-announcement-bar:not(:defined) {
  display: none;
}
${ANNOUNCEMENT} {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${token('space-2')};
  padding: var(--sqs-announcement-bar-padding, ${token('space-3')} ${token('space-4')});
  background: var(--sqs-announcement-bar-background, ${token('color-accent')});
  color: var(--sqs-announcement-bar-color, ${token('color-accent-contrast')});
  font-size: var(--sqs-announcement-bar-font-size, ${token('font-size-lg')});
  text-align: center;
}
${ANNOUNCEMENT}::before {
  content: attr(text);
  flex: 1;
}
${ANNOUNCEMENT}[dismissible]::after {
  content: '';
  flex: none;
  inline-size: 44px;
  block-size: 44px;
}
${ANNOUNCEMENT} > * {
  display: none;
}
@media (max-width: ${breakpoints.infoBarMax}px) {
  ${ANNOUNCEMENT} {
    padding: ${token('space-2')} ${token('space-3')};
    font-size: var(--sqs-announcement-bar-mobile-font-size, ${token('font-size-md')});
  }
}`,
  'sqs-button': `sqs-button:not(:defined) {
  display: block;
  padding-block: ${token('space-3')};
  line-height: 1.25;
  font-weight: var(--sqs-button-font-weight, ${token('font-weight-semibold')});
  text-align: center;
}
sqs-button:not(:defined)::before {
  content: attr(text);
}
sqs-button[alignment='left' i]:not(:defined) {
  text-align: left;
}
sqs-button[alignment='right' i]:not(:defined) {
  text-align: right;
}
sqs-button[size='small' i]:not(:defined) {
  padding-block: ${token('space-2')};
  font-size: ${token('font-size-sm')};
}
sqs-button[size='large' i]:not(:defined) {
  padding-block: ${token('space-4')};
  font-size: ${token('font-size-xl')};
}`,
  'sqs-cart': `sqs-cart:not(:defined) {
  display: block;
  min-block-size: 12rem;
}`,
  // The room of the bag icon in its padding, which the upgraded element keeps from the start (cart-indicator.styles.ts).
  'sqs-cart-indicator': `sqs-cart-indicator:not(:defined) {
  display: inline-flex;
  vertical-align: middle;
  min-inline-size: ${CART_INDICATOR_ROOM};
  min-block-size: ${CART_INDICATOR_ROOM};
}`,
  'sqs-cookie-banner': `sqs-cookie-banner:not(:defined) {
  display: none;
}`,
  'sqs-dialog': `sqs-dialog:not(:defined) {
  display: none;
}`,
  // One line, top-aligned like the upgraded host, so the line does not move when the link or the button fills it.
  'sqs-follow-button': `sqs-follow-button:not(:defined) {
  display: inline-block;
  vertical-align: top;
  min-block-size: 1lh;
}`,
  // Upgraded, the text shrinks to one line inside the same box (in the surrounding font): that line, clipped, until then.
  'sqs-fit-text': `sqs-fit-text:not(:defined) {
  display: block;
  font: inherit;
  color: inherit;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
}`,
  // The room the page gives the form it will build (the upgraded form keeps it: form.styles.ts).
  'sqs-form': `sqs-form:not(:defined) {
  display: block;
  min-block-size: var(--sqs-form-min-height, 0px);
}`,
  'sqs-gallery': galleryCss(),
  'sqs-image': `sqs-image:not(:defined) {
  display: block;
}
${Object.entries(IMAGE_SHAPES)
  .filter(([, height]) => height !== null)
  .map(
    ([shape, height]) =>
      `sqs-image[shape='${shape}' i]:not(:defined)::before {\n  content: '';\n  display: block;\n  aspect-ratio: 100 / ${height};\n}`,
  )
  .join('\n')}
sqs-image[caption]:not([caption='']):not(:defined)::after {
  content: attr(caption);
  display: block;
  ${IMAGE_CAPTION}
}
sqs-image:not(:defined) > [slot='caption'] {
  display: block;
  ${IMAGE_CAPTION}
}`,
  'sqs-lightbox': `sqs-lightbox:not(:defined) {
  display: none;
}`,
  'sqs-map': `sqs-map:not(:defined) {
  display: block;
  ${MAP_LINES.map((_, i) => `--_sqs-line-${i}: 0;`).join('\n  ')}
  block-size: calc(
    var(--sqs-map-height, 400px) + 2 * ${token('space-3')} + 1lh +
      (${MAP_LINES.map((_, i) => `var(--_sqs-line-${i})`).join(' + ')}) * ${MAP_LINE}
  );
}
${MAP_LINES.map((name, i) => `sqs-map:not(:defined)[${name}]:not([${name}='']) {\n  --_sqs-line-${i}: 1;\n}`).join(
  '\n',
)}
sqs-map:not(:defined) > * {
  display: none;
}`,
  'sqs-marquee': `sqs-marquee:not(:defined) {
  display: block;
  overflow: hidden;
  white-space: nowrap;
  padding-block: var(--sqs-marquee-padding-block, ${token('space-2')});
  font-size: var(--sqs-marquee-font-size, ${token('font-size-2xl')});
  font-weight: var(--sqs-marquee-font-weight, ${token('font-weight-medium')});
  line-height: var(--sqs-marquee-line-height, 1.3);
}
@media (prefers-reduced-motion: no-preference) {
${MARQUEE_WAVES.map(
  (n) =>
    `  sqs-marquee[wave-intensity='${n}']:not(:defined) {\n    padding-block: calc(var(--sqs-marquee-padding-block, ${token('space-2')}) + ${n} * var(--sqs-marquee-wave-height, 0.25em));\n  }`,
).join('\n')}
}`,
  'sqs-menu-tab': `sqs-menu-tab:not(:defined) {
  display: block;
}`,
  'sqs-menu-tabs': `sqs-menu-tabs:not(:defined) {
  display: block;
  padding-block-end: ${MENU_PANEL_PADDING};
}
sqs-menu-tabs:not(:defined)::before {
  content: '';
  display: block;
  block-size: calc(2 * ${token('space-3')} + 1.25em + var(--sqs-menu-tabs-indicator-size, 2px));
  margin-block-end: ${MENU_PANEL_PADDING};
}
sqs-menu-tabs:not(:defined) > sqs-menu-tab:not(:first-of-type) {
  display: none;
}`,
  'sqs-login-prompt': `sqs-login-prompt:not(:defined) {
  display: none;
}`,
  // One row of 44 px links in its padding, at the width where the bar shows (mobile-info-bar.styles.ts).
  'sqs-mobile-info-bar': `sqs-mobile-info-bar:not(:defined) {
  display: none;
}
@media (max-width: ${breakpoints.infoBarMax}px) {
  sqs-mobile-info-bar:not(:defined) {
    display: block;
    box-sizing: content-box;
    block-size: ${INFO_BAR_ROW};
    padding: var(--sqs-mobile-info-bar-padding, ${token('space-2')} ${token('space-3')});
    background: var(--sqs-mobile-info-bar-background, ${token('color-accent')});
  }
  sqs-mobile-info-bar:not(:defined) > * {
    display: none;
  }
}`,
  'sqs-newsletter': `sqs-newsletter:not(:defined) {
  display: block;
}`,
  'sqs-popup-overlay': `sqs-popup-overlay:not(:defined) {
  display: none;
}`,
  // The room of the button row above the left side, which alone shows (the upgraded element shows only slotted sides).
  'sqs-pricing-toggle': `sqs-pricing-toggle:not(:defined) {
  display: block;
}
sqs-pricing-toggle:not(:defined)::before {
  content: '';
  display: block;
  block-size: ${PRICING_TOGGLE_ROW.height};
  margin-block-end: ${PRICING_TOGGLE_ROW.gap};
}
sqs-pricing-toggle:not(:defined) > :not([slot='left']) {
  display: none;
}`,
  // The room of the name, price, quantity and button rows the upgraded element keeps from the start.
  'sqs-product': `sqs-product:not(:defined) {
  display: block;
  min-block-size: ${PRODUCT_ROOM};
}`,
  // The widget's room for the layout the block's own width gives, which the upgraded element keeps from the start.
  'sqs-reservation': `sqs-reservation:not(:defined) {
  display: block;
  container-type: inline-size;
}
sqs-reservation:not(:defined)::before {
  content: '';
  display: block;
  ${RESERVATION_ROOM.rule}
}
${RESERVATION_ROOM.layouts('sqs-reservation:not(:defined)::before')}`,
  // Room for the form's heading while the request loads; on the reviews request page the autoloader puts the form into
  // the page's root (elements/page-entries.ts), which keeps that room until it does.
  'sqs-review-form': `sqs-review-form:not(:defined),
#sqs-reviews-request-root:empty {
  display: block;
  min-block-size: calc(1lh + var(--sqs-review-form-gap, ${token('space-4')}));
}
#sqs-reviews-request-root:empty {
  font-family: ${token('font-family')};
  font-size: ${token('font-size-body')};
}`,
  'sqs-summary': `sqs-summary:not(:defined) {
  display: block;
  min-block-size: var(--sqs-summary-min-height, 120px);
}`,
  // Words in a sentence: a fallback the page writes inside (the date) shows until the element replaces it.
  'sqs-relative-time': `sqs-relative-time:not(:defined) {
  display: inline;
  font: inherit;
  color: inherit;
}`,
  'sqs-system-error': `sqs-system-error:not(:defined) {
  display: none;
}`,
  'sqs-tooltip': `sqs-tooltip:not(:defined) > [slot='content'] {
  display: none;
}`,
  'sqs-video': `sqs-video:not(:defined) {
  display: block;
  aspect-ratio: 100 / ${VIDEO_HEIGHT_PERCENT};
}
sqs-video[mode='none' i]:not(:defined) {
  aspect-ratio: auto;
}`,
};

/** Returns the tags that have pre-upgrade rules. */
export const elementsWithRules = (): string[] => Object.keys(RULES);

/**
 * Returns the rule every element's shadow root starts with (elements/shared/base.styles.ts): the typography the
 * element's content is laid out in, and `hidden`, which the rules above must not undo.
 */
function baseRule(): string {
  const tags = `:is(${Object.keys(RULES).join(', ')})`;
  return `${tags}:not(:defined) {
  box-sizing: border-box;
  font-family: ${token('font-family')};
  font-size: ${token('font-size-body')};
  color: ${token('color-text')};
}
${tags}:not(:defined)[hidden] {
  display: none !important;
}`;
}

/** Returns the stylesheet text of every element's pre-upgrade rules. */
export function elementsCss(): string {
  return [
    '/* sqs-elements: the room each element takes before its code has loaded, so the page does not shift. */',
    baseRule(),
    ...Object.values(RULES),
    '',
  ].join('\n\n');
}
