import { lazy, Suspense, type ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { imageAttributes, SqsImageElement } from './image.element.js';
import { useImage } from './useImage.js';

// The sanitiser loads only for a block whose markup brings a caption or a card: a bare picture does not pay for it.
const SanitizedHtml = lazy(() => import('../shared/SanitizedHtml.js').then((m) => ({ default: m.SanitizedHtml })));

/**
 * Renders the figure: the box with the picture (inside a link when there is one), then the caption with the caption
 * and card of the block's markup (title, subtitle, button), their html sanitised.
 */
export function Image({ host, ...options }: ElementProps<typeof imageAttributes, SqsImageElement>): ReactNode {
  const { state, frameProps, imageProps, linkProps, hasCaption, settings, card } = useImage(host, options);
  const frame = (
    <div part="frame" {...frameProps}>
      <img key={settings.src} part="image" decoding="async" {...imageProps} />
    </div>
  );
  const { button } = card;
  return (
    <figure
      part="base"
      data-state={state}
      data-mode={settings.mode}
      data-design={settings.design}
      data-position={settings.imagePosition}
    >
      {linkProps ? (
        <a part="link" {...linkProps}>
          {frame}
        </a>
      ) : (
        frame
      )}
      <figcaption part="caption" hidden={!hasCaption}>
        {settings.caption}
        <slot name="caption" />
        {(card.caption || card.title || card.subtitle) && (
          <Suspense fallback={null}>
            <SanitizedHtml html={card.caption} part="caption-text" />
            <SanitizedHtml html={card.title} part="title" />
            <SanitizedHtml html={card.subtitle} part="subtitle" />
          </Suspense>
        )}
        {button && (
          <a
            part="button"
            href={button.href}
            {...(button.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {button.text}
          </a>
        )}
      </figcaption>
    </figure>
  );
}
