import { createElement, useLayoutEffect, useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { loadImage } from '../../runtime/images.js';
import { clickZone, onOwnControl } from '../shared/click-zone.js';
import type { ElementProps } from '../shared/define-element.js';
import { useMessages } from '../shared/use-messages.js';
import type { galleryAttributes, SqsGalleryElement } from './gallery.element.js';
import { FALLBACK_RATIO, layout } from './layout.js';
import { wrapIndex } from '../shared/children.js';
import { KEN_BURNS_ZOOM, PRELOAD } from './options.js';
import { groupOf, setStep } from './motion.js';
import { MOVING, resolveOptions, type GalleryOptions } from './resolve.js';
import type { Slide } from './slides.js';
import {
  clickThrough,
  useAutoplay,
  useGalleryLightbox,
  useHistory,
  useKeyboard,
  useParts,
  useSwipe,
} from './useGallery.js';
import { useSlides, useWidth } from './useSlides.js';

/** Distance between slides `a` and `b` of `count` going round. */
const ringDistance = (a: number, b: number, count: number): number =>
  Math.min((a - b + count) % count, (b - a + count) % count);

/**
 * Positions every slide's picture and loads the ones needed now through the runtime's image loader: stacked designs
 * the current slide and its neighbours (preload 1), the others every picture, each lazily within 200 px of the
 * viewport (spec 001 §3, §4, §9). Runs again when the width, the current slide or the slides change; the loader only
 * ever moves a picture up a width step.
 */
function useImages(options: GalleryOptions | null, slides: Slide[], index: number, width: number, step: number): void {
  useLayoutEffect(() => {
    if (!options || width === 0) return;
    const stacked = options.design === 'stacked' || options.design === 'slideshow';
    const mode = options.fill ? 'fill' : 'fit';
    slides.forEach((slide, i) => {
      if (!slide.img) return;
      const near = stacked ? ringDistance(i, index, slides.length) <= PRELOAD : true;
      const inGroup =
        options.design === 'carousel' ? i >= index - step * PRELOAD && i < index + step * (1 + PRELOAD) : true;
      loadImage(slide.img, { mode, load: near && inGroup ? (options.lazyLoad ? 'viewport' : true) : false });
    });
  }, [options, slides, index, width, step]);
}

/** Renders the gallery in its design: the slides' boxes (each holding its slotted figure), controls and lightbox. */
export function Gallery(props: ElementProps<typeof galleryAttributes, SqsGalleryElement>): ReactNode {
  const { host } = props;
  const options = resolveOptions(host);
  const t = useMessages(host);
  const slides = useSlides(host);
  const baseRef = useRef<HTMLDivElement>(null);
  const width = useWidth(baseRef);
  const count = slides.length;
  const index = count > 0 ? wrapIndex(host.currentIndex, count) : 0;
  const geometry = options
    ? layout(
        options,
        slides.map((s) => s.ratio),
        width,
        index,
      )
    : null;
  const step = geometry?.step ?? 1;
  const autoplay = useAutoplay(host, options, index);
  const swipe = useSwipe(host, options, width);
  const lightbox = useGalleryLightbox(host, slides);
  useKeyboard(host, options);
  useParts(options, slides);
  useHistory(host, options, slides, index);
  useImages(options, slides, index, width, step);

  useLayoutEffect(() => {
    setStep(host, step);
    // Resolving the group tells linked galleries which gallery leads them.
    groupOf(host);
    host.dataset.design = options?.design ?? 'unbuilt';
  });

  if (!options || !geometry) {
    // Invalid block data: the gallery is not built and the figures show as they are, in order.
    return (
      <>
        {slides.map((slide) => (
          <slot key={slide.slot} name={slide.slot} />
        ))}
        <slot />
      </>
    );
  }

  const { design, transition } = options;
  const moving = MOVING.has(design);
  const stacked = design === 'stacked' || design === 'slideshow';
  const tracked =
    design === 'slider' ||
    design === 'carousel' ||
    (design === 'slideshow' && ['scroll', 'swipe', 'new-swipe'].includes(transition));
  const label = options.label || t('gallery.label');
  const atStart = !options.loop && index === 0;
  const atEnd = !options.loop && index + step >= count;
  const firstRatio = slides[0]?.ratio ?? FALLBACK_RATIO;

  const visible = (i: number): boolean =>
    design === 'carousel' ? i >= index && i < index + step : stacked ? i === index : true;

  const onSlideClick = (event: MouseEvent, slide: Slide, i: number): void => {
    if (swipe.swiped.current) {
      swipe.swiped.current = false;
      return;
    }
    if (onOwnControl(event.nativeEvent)) return;
    // The element's index, not this render's: a second click may come before the next render.
    const current = host.currentIndex;
    if (design === 'slider') {
      if (i !== current) host.goTo(i);
      else if (options.activeClick === 'next') host.next();
      else if (options.activeClick === 'previous') host.previous();
      return;
    }
    if (!stacked || slide.type === 'video' || i !== current) return;
    const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
    const back =
      options.clickBehavior === 'previous' ||
      (options.clickBehavior === 'auto' && clickZone(box, event.clientX) === 'previous');
    if (back) host.previous();
    else host.next();
  };

  const slideBox = (slide: Slide, i: number): ReactNode => {
    const active = i === index;
    const shown = visible(i);
    const ratio = slide.ratio ?? FALLBACK_RATIO;
    const style: CSSProperties & Record<string, string> = {
      '--sqs-slide-ratio': String(
        design === 'slider' || design === 'autocolumns' || design === 'list'
          ? ratio
          : (options.aspect ?? (stacked ? firstRatio : 1)),
      ),
    };
    if (design === 'slider') style.width = `${geometry.stripHeight * ratio}px`;
    const opens = options.lightbox && slide.type === 'image' && (design !== 'slider' || active) && !slide.clickThrough;
    const caption =
      options.metaPosition !== 'none' && slide.caption ? (
        <div part="caption" aria-hidden="true" data-position={options.metaPosition}>
          {slide.caption}
        </div>
      ) : null;
    return (
      <div
        key={slide.slot}
        part={`slide${active ? ' active' : ''}`}
        role={moving ? 'group' : 'listitem'}
        aria-roledescription={moving ? t('gallery.slide') : undefined}
        aria-label={t('gallery.counter', { index: i + 1, count })}
        data-active={active ? '' : undefined}
        data-type={slide.type}
        inert={moving && !shown && design !== 'slider' ? true : undefined}
        style={style}
        onClick={(event) => onSlideClick(event, slide, i)}
      >
        <div part="picture">
          <slot name={slide.slot} />
          {opens ? (
            <button
              type="button"
              part="button open"
              aria-label={t('gallery.open', {
                name: slide.alt || slide.caption || t('gallery.counter', { index: i + 1, count }),
              })}
              onClick={(event) => void lightbox.open(i, event.currentTarget)}
            />
          ) : null}
          {slide.clickThrough ? (
            <a
              part="link"
              href={slide.clickThrough}
              aria-label={slide.alt || slide.caption || t('gallery.counter', { index: i + 1, count })}
              onClick={(event) => clickThrough(host, slide.clickThrough, i, event)}
            />
          ) : null}
        </div>
        {caption}
      </div>
    );
  };

  let trackStyle: CSSProperties = {};
  if (design === 'slider')
    trackStyle = { transform: `translateX(${geometry.stripOffset + swipe.offset}px)`, columnGap: `${options.vSize}px` };
  else if (design === 'carousel')
    trackStyle = {
      transform: `translateX(calc(${-index / step} * (100% + ${options.gutter}%)))`,
      columnGap: `${options.gutter}%`,
      '--sqs-per-row': String(step),
      '--sqs-carousel-gutter': `${options.gutter}%`,
    } as CSSProperties;
  else if (tracked) trackStyle = { transform: `translateX(calc(${-index * 100}% + ${swipe.offset}px))` };
  else if (design === 'grid' || design === 'autogrid')
    trackStyle = {
      gridTemplateColumns: `repeat(${geometry.columns}, minmax(0, 1fr))`,
      gap: `${design === 'grid' ? options.padding : options.gutter}px`,
    };
  else if (design === 'autocolumns') trackStyle = { gap: `${options.gutter}px` };
  else if (design === 'list') trackStyle = { '--sqs-list-image-size': `${options.listImageSize}%` } as CSSProperties;

  const baseStyle = {
    '--sqs-gallery-speed': `${moving ? options.speed : 0}s`,
    '--sqs-gallery-ken-burns-zoom': String(KEN_BURNS_ZOOM),
    '--sqs-gallery-autoplay': `${options.autoplayMs}ms`,
    '--sqs-gallery-gutter': `${options.gutter}px`,
    ...(design === 'slider' ? { '--sqs-strip-height': `${geometry.stripHeight}px` } : {}),
    ...(stacked && !tracked ? { '--sqs-stack-ratio': String(options.aspect ?? firstRatio) } : {}),
  } as CSSProperties;

  const track = (
    <div
      part="track"
      role={moving ? undefined : 'list'}
      aria-live={moving ? (autoplay.rotating ? 'off' : 'polite') : undefined}
      data-tracked={tracked ? '' : undefined}
      data-dragging={swipe.offset !== 0 ? '' : undefined}
      style={trackStyle}
    >
      {design === 'autocolumns'
        ? geometry.masonry.map((column, c) => (
            <div part="column" key={c}>
              {column.map((i) => slideBox(slides[i]!, i))}
            </div>
          ))
        : slides.map(slideBox)}
    </div>
  );

  const controls =
    count > 1
      ? (
          [
            ['previous', atStart, '‹', () => host.previous()],
            ['next', atEnd, '›', () => host.next()],
          ] as const
        ).map(([which, end, glyph, go]) => (
          <button
            key={which}
            type="button"
            part={`button ${which}`}
            className={end ? 'disabled' : undefined}
            aria-disabled={end ? 'true' : undefined}
            aria-label={t(`gallery.${which}`)}
            onClick={go}
          >
            <span aria-hidden="true">{glyph}</span>
          </button>
        ))
      : null;

  return (
    <div
      part="base"
      ref={baseRef}
      role="region"
      aria-roledescription={moving ? t('gallery.carousel') : undefined}
      aria-label={label}
      data-design={design}
      data-transition={design === 'slideshow' ? transition : undefined}
      data-in-motion={host.inMotion ? '' : undefined}
      data-rotating={autoplay.rotating ? '' : undefined}
      style={baseStyle}
    >
      {autoplay.configured ? (
        <button
          type="button"
          part="button rotation"
          aria-label={t(autoplay.on ? 'gallery.stop' : 'gallery.start')}
          onClick={autoplay.toggle}
        >
          <span aria-hidden="true">{autoplay.on ? '❚❚' : '▶'}</span>
        </button>
      ) : null}
      {moving ? (
        <div part="viewport" {...swipe.handlers}>
          {track}
          {controls}
        </div>
      ) : (
        track
      )}
      {options.thumbnails && stacked && count > 1 ? (
        <Thumbnails host={host} slides={slides} index={index} options={options} />
      ) : null}
      {options.lightbox
        ? createElement('sqs-lightbox', { ref: lightbox.ref, theme: options.lightboxTheme, 'lightbox-title': label })
        : null}
    </div>
  );
}

/** A strip of thumbnail buttons kept at the gallery's slide (a linked gallery inside this one). */
function Thumbnails({
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
  const t = useMessages(host);
  const stripRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    for (const img of strip.querySelectorAll('img'))
      loadImage(img, { mode: 'fill', load: options.lazyLoad ? 'viewport' : true });
    const current = strip.children[index] as HTMLElement | undefined;
    if (current) strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [slides, index, options]);
  const style = {
    '--sqs-thumbnails-per-row': String(options.thumbnailsPerRow),
    '--sqs-thumbnail-height': `${options.thumbnailStripHeight}px`,
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
