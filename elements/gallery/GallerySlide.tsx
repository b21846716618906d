import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import type { useMessages } from '../shared/use-messages.js';
import type { DesignContext, DesignStrategy } from './designs.js';
import type { SqsGalleryElement } from './gallery.element.js';
import { FALLBACK_RATIO } from './layout.js';
import type { Slide } from './slides.js';
import { clickThrough } from './behaviours.js';

/** The element's message catalogue, as `useMessages` returns it. */
type Translate = ReturnType<typeof useMessages>;

/** What one slide's box needs. */
export interface GallerySlideProps {
  host: SqsGalleryElement;
  slide: Slide;
  /** The slide's position. */
  i: number;
  count: number;
  strategy: DesignStrategy;
  context: DesignContext;
  /** The element's message catalogue. */
  t: Translate;
  onSlideClick(event: MouseEvent, slide: Slide, i: number): void;
  /** Opens the lightbox at a slide, focus returning to `opener`. */
  openLightbox(index: number, opener: HTMLElement): void;
}

/** Returns the caption a slide shows: its title, its description or both, as the block's meta settings ask. */
const captionOf = (slide: Slide, text: 'both' | 'title' | 'description'): string =>
  text === 'title'
    ? slide.caption
    : text === 'description'
      ? slide.description
      : [slide.caption, slide.description].filter(Boolean).join(' — ');

/**
 * Renders one slide's box: its slotted figure in a picture box of the design's proportions, the lightbox button or
 * the click-through link over the picture, and the caption.
 */
export function GallerySlide({
  host,
  slide,
  i,
  count,
  strategy,
  context,
  t,
  onSlideClick,
  openLightbox,
}: GallerySlideProps): ReactNode {
  const { options, index } = context;
  const active = i === index;
  const ratio = slide.ratio ?? FALLBACK_RATIO;
  const style = {
    '--sqs-slide-ratio': String(strategy.slideRatio(ratio, context)),
    ...strategy.slideStyle(ratio, context),
  } as CSSProperties;
  const slider = options.design === 'slider';
  const name = slide.alt || slide.caption || t('gallery.counter', { index: i + 1, count });
  const caption = captionOf(slide, options.metaText);
  const opens = options.lightbox && slide.type === 'image' && (!slider || active) && !slide.clickThrough;
  const hidden = strategy.moving && !strategy.visible(i, index, context.step) && !slider;
  return (
    <div
      part={`slide${active ? ' active' : ''}`}
      role={strategy.moving ? 'group' : 'listitem'}
      aria-roledescription={strategy.moving ? t('gallery.slide') : undefined}
      aria-label={t('gallery.counter', { index: i + 1, count })}
      data-active={active ? '' : undefined}
      data-type={slide.type}
      inert={hidden ? true : undefined}
      style={style}
      onClick={(event) => onSlideClick(event, slide, i)}
    >
      <div part="picture">
        <slot name={slide.slot} />
        {opens ? (
          <button
            type="button"
            part="button open"
            aria-label={t('gallery.open', { name })}
            onClick={(event) => openLightbox(i, event.currentTarget)}
          />
        ) : null}
        {slide.clickThrough ? (
          <a
            part="link"
            href={slide.clickThrough}
            target={options.newWindow ? '_blank' : undefined}
            rel={options.newWindow ? 'noopener' : undefined}
            aria-label={name}
            onClick={(event) => clickThrough(host, slide.clickThrough, i, event)}
          />
        ) : null}
      </div>
      {options.metaPosition !== 'none' && caption ? (
        <div
          part="caption"
          aria-hidden="true"
          data-position={options.metaPosition}
          data-align={options.metaAlign || undefined}
        >
          {caption}
        </div>
      ) : null}
    </div>
  );
}
