/** The English messages of <sqs-gallery> (ICU MessageFormat); its French is beside it (gallery.fr.ts). */
const english = {
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
  // spec 001 §8 "Gallery", "Image/collector internals": the lightbox code could not load, the site's plan has no
  // lightbox, a gallery without slides; a figure's data-type that is none of the spec's media types (§9).
  'gallery.loader2-not-found': 'Loader2 not found',
  // spec 001 §8 "Gallery": the video code could not load. The gallery warns it; the id keeps the name host catalogues
  // already use.
  'video.loader-not-found': 'VideoLoader not found',
  'gallery.lightbox-unavailable': 'lightboxify is not available in this tier!',
  'gallery.no-images': 'No images',
  'gallery.unknown-media-type': 'Unknown media type "{type}"; the slide is skipped.',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    gallery: typeof english;
  }
}
