/** The English messages of <sqs-gallery> (ICU MessageFormat); other locales are in elements/shared/messages/. */
export default {
  // spec 001 §2–§5, §8: the gallery. The two console errors and the two warnings are the spec's texts.
  'gallery.label': 'Gallery',
  'gallery.carousel': 'carousel',
  'gallery.slide': 'slide',
  'gallery.counter': '{index} of {count}',
  'gallery.previous': 'Previous slide',
  'gallery.next': 'Next slide',
  'gallery.stop': 'Stop automatic slide show',
  'gallery.start': 'Start automatic slide show',
  'gallery.open': 'Open {name}',
  'gallery.show-slide': 'Show slide {index} of {count}',
  'gallery.unknown-design':
    'These are not the gallery designs you are looking for. (We could not find a design by the name {design})',
  'gallery.unknown-transition': 'Could not find transition named {transition}',
  'gallery.error-decoding': 'Error decoding gallery block data.',
  'gallery.error-evaluating': 'Error evaluating gallery block data.',
} as const;
