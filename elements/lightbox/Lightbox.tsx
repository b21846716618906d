import {
  createElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { loadImage } from '../../runtime/images.js';
import type { ElementProps } from '../shared/define-element.js';
import { useSize } from '../shared/hooks/useSize.js';
import { useMessages } from '../shared/use-messages.js';
import english from './lightbox.en.js';
import type { lightboxAttributes, SqsLightboxElement } from './lightbox.element.js';
import type { LightboxItem } from '../shared/figures.js';
import { useLightbox } from './useLightbox.js';

/**
 * The picture (or the video) of one item, in a box of the item's proportions. The picture loads through the runtime's
 * image loader once the lightbox is open (a closed dialog has no size to choose a width step from), and again after
 * the window is resized (the loader only ever moves up a step).
 */
function Picture({
  item,
  active,
  pictureRef,
}: {
  item: LightboxItem;
  active: boolean;
  pictureRef: RefObject<HTMLDivElement | null>;
}): ReactNode {
  const imgRef = useRef<HTMLImageElement>(null);
  const load = useCallback(() => {
    if (imgRef.current) void loadImage(imgRef.current, { mode: 'fit' });
  }, []);
  useEffect(() => {
    if (active) load();
  }, [active, item.src, load]);
  // The dialog fills the viewport, so the picture's box changes with the window's size.
  useSize(window, load, { enabled: active, initial: false });
  const ratio = item.width && item.height ? item.width / item.height : 1.5;
  return (
    <div part="picture" ref={pictureRef} style={{ '--sqs-lightbox-ratio': String(ratio) } as CSSProperties}>
      {item.video ? (
        createElement('sqs-video', { html: item.video, thumbnail: item.src, mode: 'fit' })
      ) : (
        <img
          part="image"
          ref={imgRef}
          data-src={item.src}
          data-image-dimensions={item.width && item.height ? `${item.width}x${item.height}` : undefined}
          alt={item.alt ?? ''}
        />
      )}
    </div>
  );
}

/** Renders the modal lightbox: overlay, picture, caption, counter and the close / previous / next controls. */
export function Lightbox(props: ElementProps<typeof lightboxAttributes, SqsLightboxElement>): ReactNode {
  const { host, lightboxTitle, theme, speed } = props;
  const t = useMessages(host, english);
  const captionId = useId();
  const [captionShown, setCaptionShown] = useState(false);
  const box = useLightbox(host, props);
  const item = box.list[box.current];
  const toggleCaption = useCallback(() => setCaptionShown((shown) => !shown), []);
  const several = box.list.length > 1;
  return (
    <>
      {/* The light-DOM figures are data: the lightbox shows them in its own dialog. */}
      <slot hidden />
      <dialog
        part="base"
        ref={box.dialogRef}
        tabIndex={-1}
        data-phase={box.phase}
        data-theme={theme}
        // The fades' length follows the speed attribute (none under reduced motion), so CSS and the phases agree; the
        // controls' and caption's 500 ms fades become instant under reduced motion too.
        style={
          {
            '--sqs-lightbox-speed': box.instant ? '0s' : `${speed}s`,
            ...(box.reduced ? { '--sqs-lightbox-control-fade': '0s' } : {}),
          } as CSSProperties
        }
        aria-label={lightboxTitle || t('lightbox.title')}
        onKeyDown={box.onKeyDown}
        onClick={box.onClick}
      >
        <div part="overlay" onTransitionEnd={box.onOverlayFadeEnd} />
        <div part="content" onTransitionEnd={box.onContentFadeEnd}>
          <button type="button" part="button close" aria-label={t('lightbox.close')} onClick={() => host.close()}>
            <span aria-hidden="true">×</span>
          </button>
          {several ? (
            <p part="counter" aria-live="polite">
              {t('lightbox.counter', { index: box.current + 1, count: box.list.length })}
            </p>
          ) : null}
          {item ? (
            <figure part="figure" key={box.current} aria-labelledby={item.caption ? captionId : undefined}>
              <Picture item={item} active={box.phase !== 'closed'} pictureRef={box.pictureRef} />
              {item.caption ? (
                <figcaption part="caption" id={captionId} data-shown={captionShown ? '' : undefined}>
                  {item.caption}
                </figcaption>
              ) : null}
            </figure>
          ) : null}
          {item?.caption ? (
            <button type="button" part="button caption-toggle" aria-expanded={captionShown} onClick={toggleCaption}>
              {t(captionShown ? 'lightbox.hide-caption' : 'lightbox.show-caption')}
            </button>
          ) : null}
          {several ? (
            <>
              <button
                type="button"
                part="button previous"
                aria-label={t('lightbox.previous')}
                onClick={() => host.previous()}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button type="button" part="button next" aria-label={t('lightbox.next')} onClick={() => host.next()}>
                <span aria-hidden="true">›</span>
              </button>
            </>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
