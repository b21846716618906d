import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

// Every box is sized before any picture loads (from the slides' data-image-dimensions and the design's proportions),
// so nothing shifts as pictures arrive. Speeds come from --sqs-gallery-speed (spec 001 §9: stacked 1 s, strip 0.5 s,
// swipe 0.28 s, new-swipe up to 0.5 s); under prefers-reduced-motion nothing animates.
export const galleryStyles = css`
  :host {
    --sqs-gallery-control-color: ${token('color-gray-50')};
    --sqs-gallery-control-background: rgb(17 17 17 / 0.55);
    --sqs-gallery-caption-background: rgb(17 17 17 / 0.6);
    display: block;
  }
  [part~='base'] {
    position: relative;
  }
  /* The figure (or the platform's slide) fills its slide's box exactly (a definite size, so its picture's 100 % resolves before it loads). */
  ::slotted(*) {
    display: block;
    position: absolute;
    inset: 0;
    margin: 0;
    overflow: hidden;
  }
  [part~='slide'] {
    position: relative;
    min-inline-size: 0;
  }
  [part~='picture'] {
    position: relative;
    aspect-ratio: var(--sqs-slide-ratio, 1.5);
    overflow: hidden;
    background: ${token('color-surface-raised')};
  }
  [part~='caption'] {
    position: absolute;
    inset-inline: 0;
    inset-block-end: 0;
    padding: 8px 12px;
    background: var(--sqs-gallery-caption-background);
    color: ${token('color-gray-50')};
    font-size: 0.875em;
    pointer-events: none;
  }
  [part~='caption'][data-position='top'] {
    inset-block: 0 auto;
  }
  [part~='caption'][data-position='center'] {
    inset-block: 50% auto;
    translate: 0 -50%;
  }
  [part~='caption'][data-align='left'] {
    text-align: left;
  }
  [part~='caption'][data-align='center'] {
    text-align: center;
  }
  [part~='caption'][data-align='right'] {
    text-align: right;
  }
  /* show-meta-on-hover: a caption shows while the pointer is over its slide or focus is inside it. */
  [data-meta-hover] [part~='caption'] {
    opacity: 0;
  }
  [data-meta-hover] [part~='slide']:hover [part~='caption'],
  [data-meta-hover] [part~='slide']:focus-within [part~='caption'] {
    opacity: 1;
  }
  [data-transparent] [part~='picture'] {
    background: none;
  }
  /* controls: false hides the previous and next buttons until the keyboard reaches them. */
  [data-controls='focus'] [part~='previous']:not(:focus-visible),
  [data-controls='focus'] [part~='next']:not(:focus-visible) {
    opacity: 0;
  }
  [part~='open'],
  [part~='link'] {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    margin: 0;
    padding: 0;
    border: 0;
    background: none;
    cursor: zoom-in;
  }
  [part~='link'] {
    cursor: pointer;
  }
  [part~='open']:focus-visible,
  [part~='link']:focus-visible {
    outline-offset: -4px;
  }

  /* The moving designs: a clipping viewport, controls over it. */
  [part~='viewport'] {
    position: relative;
    overflow: hidden;
    touch-action: pan-y;
  }
  [part~='track'][data-tracked] {
    display: flex;
    transition: transform var(--sqs-gallery-speed) ease;
  }
  [part~='track'][data-dragging] {
    transition: none;
  }
  [part~='previous'],
  [part~='next'],
  [part~='rotation'] {
    position: absolute;
    z-index: 2;
    inline-size: 44px;
    block-size: 44px;
    border: 0;
    border-radius: 50%;
    background: var(--sqs-gallery-control-background);
    color: var(--sqs-gallery-control-color);
    font: inherit;
    font-size: 28px;
    line-height: 1;
    cursor: pointer;
  }
  [part~='previous'],
  [part~='next'] {
    inset-block-start: calc(50% - 22px);
  }
  [part~='previous'] {
    inset-inline-start: 8px;
  }
  [part~='next'] {
    inset-inline-end: 8px;
  }
  [part~='rotation'] {
    inset-block-start: 8px;
    inset-inline-end: 8px;
    font-size: 14px;
  }
  [part~='button'].disabled {
    opacity: 0.35;
    cursor: default;
  }

  /* stacked and slideshow: one box of the stack's proportions, slides over each other. */
  [data-design='stacked'] [part~='track']:not([data-tracked]),
  [data-design='slideshow'] [part~='track']:not([data-tracked]) {
    position: relative;
    aspect-ratio: var(--sqs-stack-ratio);
  }
  [data-design='stacked'] [part~='track']:not([data-tracked]) [part~='slide'],
  [data-design='slideshow'] [part~='track']:not([data-tracked]) [part~='slide'] {
    position: absolute;
    inset: 0;
  }
  [data-design='stacked'] [part~='track']:not([data-tracked]) [part~='slide']:not([data-active]),
  [data-design='slideshow'] [part~='track']:not([data-tracked]) [part~='slide']:not([data-active]) {
    opacity: 0;
    visibility: hidden;
    transition:
      opacity var(--sqs-gallery-speed) ease,
      visibility 0s linear var(--sqs-gallery-speed);
  }
  [data-design='stacked'] [part~='track']:not([data-tracked]) [part~='slide'][data-active],
  [data-design='slideshow'] [part~='track']:not([data-tracked]) [part~='slide'][data-active] {
    opacity: 1;
    visibility: visible;
    transition:
      opacity var(--sqs-gallery-speed) ease,
      visibility 0s;
  }
  [data-design='stacked'] [part~='track']:not([data-tracked]) [part~='picture'],
  [data-design='slideshow'] [part~='track']:not([data-tracked]) [part~='picture'] {
    block-size: 100%;
    aspect-ratio: auto;
  }
  [data-design='slideshow'] [part~='track'][data-tracked] [part~='slide'] {
    flex: 0 0 100%;
  }
  [data-design='slideshow'] [part~='track'][data-tracked] [part~='picture'] {
    aspect-ratio: var(--sqs-slide-ratio);
  }
  [data-design='stacked'] [part~='slide'][data-type='image'],
  [data-design='slideshow'] [part~='slide'][data-type='image'] {
    cursor: pointer;
  }
  /* ken-burns: the current picture slowly zooms in for as long as it is shown. */
  [data-transition='ken-burns'] ::slotted(*) {
    transform: scale(1);
    transition: transform 0s;
  }
  [data-transition='ken-burns'] [part~='slide'][data-active] ::slotted(*) {
    transform: scale(var(--sqs-gallery-ken-burns-zoom));
    transition: transform var(--sqs-gallery-autoplay) linear;
  }

  /* slider: a strip of pictures at one height, the current one held at the alignment. */
  [data-design='slider'] [part~='viewport'] {
    block-size: var(--sqs-strip-height);
  }
  [data-design='slider'] [part~='track'] {
    block-size: 100%;
  }
  [data-design='slider'] [part~='slide'] {
    flex: 0 0 auto;
    block-size: 100%;
    cursor: pointer;
  }
  [data-design='slider'] [part~='picture'] {
    block-size: 100%;
  }
  [data-design='slider'] [part~='slide']:not([data-active]) {
    opacity: 0.6;
  }

  /* carousel: rows of slides moving by groups. */
  [data-design='carousel'] [part~='slide'] {
    flex: 0 0 calc((100% - (var(--sqs-per-row) - 1) * var(--sqs-carousel-gutter, 0%)) / var(--sqs-per-row));
  }

  /* grid, autogrid: cells of one proportion; autocolumns: columns of pictures at their own proportions. */
  [data-design='grid'] [part~='track'],
  [data-design='autogrid'] [part~='track'] {
    display: grid;
  }
  [data-design='autocolumns'] [part~='track'] {
    display: flex;
    align-items: flex-start;
  }
  [part~='column'] {
    display: flex;
    flex: 1 1 0;
    flex-direction: column;
    gap: var(--sqs-gallery-gutter);
    min-inline-size: 0;
  }

  /*
   * autorows: justified rows. A full row shares the gallery's width among its pictures by their proportions (so they
   * all get the row's height, computed in layout.ts); a short last row keeps --sqs-row-height and starts at the start.
   */
  [data-design='autorows'] [part~='track'] {
    display: flex;
    flex-direction: column;
  }
  [part~='row'] {
    display: flex;
    column-gap: var(--sqs-gallery-gutter);
  }
  [part~='row'] [part~='slide'] {
    flex: var(--sqs-slide-ratio) 1 0px;
  }
  [part~='row']:not([data-justified]) [part~='slide'] {
    flex: 0 1 calc(var(--sqs-row-height) * var(--sqs-slide-ratio));
  }

  /* list: the picture beside its caption. */
  [data-design='list'] [part~='track'] {
    display: flex;
    flex-direction: column;
    gap: 24px;
  }
  [data-design='list'] [part~='slide'] {
    display: grid;
    grid-template-columns: var(--sqs-list-image-size) 1fr;
    gap: 24px;
    align-items: center;
  }
  [data-design='list'] [part~='caption'] {
    position: static;
    padding: 0;
    background: none;
    color: inherit;
    font-size: 1em;
  }

  [part~='thumbnails'] {
    display: flex;
    gap: var(--sqs-thumbnail-gap);
    overflow-x: auto;
    scrollbar-width: thin;
    block-size: var(--sqs-thumbnail-height);
  }
  [part~='thumbnail'] {
    flex: 0 0 auto;
    block-size: 100%;
    aspect-ratio: var(--sqs-slide-ratio);
    min-inline-size: calc(
      (100% - (var(--sqs-thumbnails-per-row) - 1) * var(--sqs-thumbnail-gap)) / var(--sqs-thumbnails-per-row)
    );
    padding: 0;
    border: 2px solid transparent;
    background: ${token('color-surface-raised')};
    overflow: hidden;
    cursor: pointer;
    opacity: 0.7;
  }
  [part~='thumbnail'][aria-current='true'] {
    border-color: ${token('color-accent')};
    opacity: 1;
  }
  [part~='thumbnail'] img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  @media (prefers-reduced-motion: reduce) {
    [part~='track'][data-tracked],
    [part~='slide'],
    [part~='slide'][data-active],
    ::slotted(*) {
      transition: none !important;
    }
    [data-transition='ken-burns'] [part~='slide'][data-active] ::slotted(*) {
      transform: none;
    }
  }
`;
