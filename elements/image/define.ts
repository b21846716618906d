import { define, defineElementClass } from '../shared/define-element.js';
import { Image } from './Image.js';
import { imageElement, type SqsImageElement } from './image.element.js';
import { imageStyles } from './image.styles.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './image.en.js';

export type { FocalPoint, ImageShape, ImageState, SqsImageElement, SqsImageEvents } from './image.element.js';

define(
  imageElement.tag,
  defineElementClass<typeof imageElement.attributes, SqsImageElement>(Image, {
    ...imageElement,
    styles: [imageStyles],
  }),
);
