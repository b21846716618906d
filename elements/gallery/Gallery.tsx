import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { LoadFailed } from '../shared/LoadFailed.js';
import { baseStyle } from './designs.js';
import type { galleryAttributes, SqsGalleryElement } from './gallery.element.js';
import { GalleryControls, RotationButton } from './GalleryControls.js';
import { GallerySlide } from './GallerySlide.js';
import { Thumbnails } from './Thumbnails.js';
import { useGallery } from './useGallery.js';

/** Renders the gallery in its design: the slides' boxes (each holding its slotted figure), controls and lightbox. */
export function Gallery({ host }: ElementProps<typeof galleryAttributes, SqsGalleryElement>): ReactNode {
  const { t, slides, baseRef, strategy, context, autoplay, swipe, lightbox, onSlideClick, parts } = useGallery(host);
  // Invalid block data: the gallery is not built and the figures show as they are, in order.
  if (!context) return [...slides.map((slide) => <slot key={slide.slot} name={slide.slot} />), <slot key="" />];

  const { options, geometry, index, step } = context;
  const { moving, stacked } = strategy;
  const count = slides.length;
  const tracked = strategy.tracked(options);
  const label = options.label || t('gallery.label');
  const box = (i: number): ReactNode => (
    <GallerySlide
      key={slides[i]!.slot}
      {...{ host, slide: slides[i]!, i, count, strategy, context, t, onSlideClick }}
      openLightbox={(at, opener) => void lightbox.open(at, opener)}
    />
  );
  const track = (
    <div
      part="track"
      role={moving ? undefined : 'list'}
      aria-live={moving ? (autoplay.rotating ? 'off' : 'polite') : undefined}
      data-tracked={tracked ? '' : undefined}
      data-dragging={swipe.offset !== 0 ? '' : undefined}
      style={strategy.trackStyle(context, tracked)}
    >
      {options.design === 'autocolumns'
        ? geometry.masonry.map((column, c) => (
            <div part="column" key={c}>
              {column.map(box)}
            </div>
          ))
        : options.design === 'autorows'
          ? geometry.rows.map((row) => (
              <div
                part="row"
                key={row.slides[0]}
                data-justified={row.justified ? '' : undefined}
                style={{ '--sqs-row-height': `${row.height}px` } as CSSProperties}
              >
                {row.slides.map(box)}
              </div>
            ))
          : slides.map((_, i) => box(i))}
    </div>
  );
  return (
    <div
      part="base"
      ref={baseRef}
      role="region"
      aria-roledescription={moving ? t('gallery.carousel') : undefined}
      aria-label={label}
      data-design={options.design}
      data-transition={options.design === 'slideshow' ? options.transition : undefined}
      data-in-motion={host.inMotion ? '' : undefined}
      data-rotating={autoplay.rotating ? '' : undefined}
      data-meta-hover={options.metaOnHover ? '' : undefined}
      data-controls={options.controls ? undefined : 'focus'}
      data-transparent={options.transparent ? '' : undefined}
      style={baseStyle(strategy, context, tracked)}
    >
      {autoplay.configured ? <RotationButton on={autoplay.on} toggle={autoplay.toggle} t={t} /> : null}
      {moving ? (
        <div part="viewport" {...swipe.handlers}>
          {track}
          {count > 1 ? (
            <GalleryControls
              host={host}
              atStart={!options.loop && index === 0}
              atEnd={!options.loop && index + step >= count}
              t={t}
            />
          ) : null}
        </div>
      ) : (
        track
      )}
      {options.thumbnails && stacked && count > 1 ? (
        <Thumbnails host={host} slides={slides} index={index} options={options} />
      ) : null}
      {parts.failed ? <LoadFailed host={host} onRetry={parts.retry} /> : null}
      {options.lightbox
        ? createElement('sqs-lightbox', { ref: lightbox.ref, theme: options.lightboxTheme, 'lightbox-title': label })
        : null}
    </div>
  );
}
