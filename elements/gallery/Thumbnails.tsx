import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { loadImages } from '../../runtime/images.js';
import { useMessages } from '../shared/use-messages.js';
import english from './gallery.en.js';
import type { SqsGalleryElement } from './gallery.element.js';
import type { GalleryOptions } from './resolve.js';
import type { Slide } from './slides.js';

/** A strip of thumbnail buttons kept at the gallery's slide (a linked gallery inside this one). */
export function Thumbnails({
  host,
  slides,
  index,
  options,
}: {
  host: SqsGalleryElement;
  slides: Slide[];
  index: number;
  options: GalleryOptions;
}): ReactNode {
  const t = useMessages(host, english);
  const stripRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const load = options.lazyLoad ? 'viewport' : true;
    loadImages([...strip.querySelectorAll('img')].map((img) => [img, { mode: 'fill', load }] as const));
    const current = strip.children[index] as HTMLElement | undefined;
    if (current) strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [slides, index, options]);
  const style = {
    '--sqs-thumbnails-per-row': String(options.thumbnailsPerRow),
    '--sqs-thumbnail-height': `${options.thumbnailStripHeight}px`,
    '--sqs-thumbnail-gap': `${options.thumbnailPadding}px`,
    marginBlockStart: `${options.thumbnailStripMargin}px`,
  } as CSSProperties;
  return (
    <div part="thumbnails" ref={stripRef} style={style} data-square={options.squareThumbs ? '' : undefined}>
      {slides.map((slide, i) => (
        <button
          key={slide.slot}
          type="button"
          part={`button thumbnail${i === index ? ' active' : ''}`}
          aria-label={t('gallery.show-slide', { index: i + 1, count: slides.length })}
          aria-current={i === index ? 'true' : undefined}
          style={{ '--sqs-slide-ratio': String(options.squareThumbs ? 1 : (slide.ratio ?? 16 / 9)) } as CSSProperties}
          onClick={() => host.goTo(i)}
        >
          {slide.img ? (
            <img
              alt=""
              data-src={slide.img.getAttribute('data-src') ?? slide.img.getAttribute('src') ?? ''}
              data-image-dimensions={slide.img.getAttribute('data-image-dimensions') ?? undefined}
            />
          ) : null}
        </button>
      ))}
    </div>
  );
}
