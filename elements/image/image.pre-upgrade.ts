import { token } from '../../styles/tokens.js';
import { IMAGE_SHAPES } from './image.element.js';

/** The image block's caption: the gap above it and its type. */
const IMAGE_CAPTION = `margin-block-start: var(--sqs-image-caption-gap, ${token('space-3')});
  font-size: var(--sqs-image-caption-font-size, ${token('font-size-body')});
  line-height: 1.5;
  color: var(--sqs-image-caption-color, ${token('color-text-muted')});`;

/**
 * Reserves the image block's box before its code loads: the proportions of its `shape` (CSS cannot read `dimensions`)
 * and the caption line, from the attribute or the slotted caption.
 */
export const imagePreUpgrade = `sqs-image:not(:defined) {
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
}`;
