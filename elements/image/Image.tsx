import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { imageAttributes, SqsImageElement } from './image.element.js';
import { useImage } from './useImage.js';

/** Renders the figure: the box with the picture (inside a link when there is one), then the caption. */
export function Image({ host, ...options }: ElementProps<typeof imageAttributes, SqsImageElement>): ReactNode {
  const { state, frameProps, imageProps, linkProps, hasCaption } = useImage(host, options);
  const frame = (
    <div part="frame" {...frameProps}>
      <img key={options.src} part="image" decoding="async" {...imageProps} />
    </div>
  );
  return (
    <figure part="base" data-state={state} data-mode={options.mode}>
      {linkProps ? (
        <a part="link" {...linkProps}>
          {frame}
        </a>
      ) : (
        frame
      )}
      <figcaption part="caption" hidden={!hasCaption}>
        {options.caption}
        <slot name="caption" />
      </figcaption>
    </figure>
  );
}
