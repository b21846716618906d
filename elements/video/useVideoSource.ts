import { useEffect, useMemo } from 'react';
import { readBlockJson, warnUnknownKeys } from '../shared/block-json.js';
import { blockText, renderedEmbedHtml } from '../shared/embed-html.js';
import { useLightDom } from '../shared/hooks/useLightDom.js';
import { safeUrl } from '../shared/safe-url.js';
import type { SqsVideoElement } from './video.element.js';

/** The keys of a video block's data the element takes (beside the layout keys every block carries). */
const VIDEO_BLOCK_KEYS: readonly string[] = [
  'html',
  'providerName',
  'thumbnailUrl',
  'overlay',
  // The video's page on the provider's site: the player is the embed code's, nothing shows the address itself.
  'url',
  // The player's proportions, which the embed code's iframe carries too (the box is sized from the iframe).
  'width',
  'height',
  // Where the caption goes; the caption itself (`description`) is understood only while it is hidden or empty.
  'layout',
];

/** The video the element plays, from its attributes, its block data and its rendered markup, in that order. */
export interface VideoSource {
  /** The embed code. */
  html: string;
  /** The provider's name. */
  providerName: string;
  /** The thumbnail's address (a safe one), or ''. */
  thumbnail: string;
  /** Whether the thumbnail is dimmed. */
  overlay: boolean;
}

/** The embed code, provider name and overlay image of the platform's rendered video markup in the light DOM. */
interface Rendered {
  html: string;
  providerName: string;
  /** The image of the rendered overlay (`.sqs-video-overlay img`, loaded late from `data-src`), or ''. */
  thumbnail: string;
}

const readRendered = (host: HTMLElement): Rendered => {
  const image = host.querySelector('.sqs-video-overlay img');
  return {
    html: renderedEmbedHtml(host),
    providerName: host.querySelector('[data-provider-name]')?.getAttribute('data-provider-name') ?? '',
    thumbnail: image?.getAttribute('data-src') || image?.getAttribute('src') || '',
  };
};
const sameRendered = (a: Rendered, b: Rendered): boolean =>
  a.html === b.html && a.providerName === b.providerName && a.thumbnail === b.thumbnail;

/** Whether the block's caption would be shown: a description with text under a layout other than caption-hidden. */
function captionShown(block: Record<string, unknown>): boolean {
  const description = block.description as { html?: unknown } | undefined;
  const text = typeof description?.html === 'string' ? description.html.trim() : '';
  return text !== '' && block.layout !== 'caption-hidden';
}

/**
 * Returns the video `<sqs-video>` plays: an attribute set on the element wins over the block data (`block-json`: the
 * platform's `html`, `providerName`, `thumbnailUrl`, `overlay` keys; `customThumb`, the site's own thumbnail, is the
 * rendered overlay's image), which wins over the platform's rendered markup among the children (its wrapper's
 * `data-html` and `data-provider-name`, or the rendered iframe; the overlay's image). Every block key the
 * element does not take is warned once, naming it; so are a shown caption and an entrance animation.
 */
export function useVideoSource(
  host: SqsVideoElement,
  attributes: { html: string; providerName: string; thumbnail: string; overlay: boolean; blockJson: string },
): VideoSource {
  const { blockJson } = attributes;
  // Read again whenever the attribute changes (the prop is its text).
  const block = useMemo(() => (blockJson ? readBlockJson(host) : {}), [host, blockJson]);
  const rendered = useLightDom(host, readRendered, {
    attributes: ['data-html', 'data-provider-name', 'data-src', 'src'],
    same: sameRendered,
  });
  // The site's own thumbnail (`customThumb`, an image id) shows in place of the provider's: its address is the
  // rendered overlay's image.
  const custom = blockText(block, 'customThumb') ? rendered.thumbnail : '';

  useEffect(() => {
    const known = [...VIDEO_BLOCK_KEYS];
    if (!captionShown(block)) known.push('description');
    if (block.blockAnimation === undefined || block.blockAnimation === 'none') known.push('blockAnimation');
    // Newer blocks say they are not of the editor's older kind; the video shows the same either way.
    if (block.isOldBlock === false) known.push('isOldBlock');
    if (custom) known.push('customThumb');
    warnUnknownKeys(host, block, known);
  }, [host, block, custom]);

  return {
    html: attributes.html || blockText(block, 'html') || rendered.html,
    providerName: attributes.providerName || blockText(block, 'providerName') || rendered.providerName,
    thumbnail:
      attributes.thumbnail || (safeUrl(custom || blockText(block, 'thumbnailUrl') || rendered.thumbnail) ?? ''),
    overlay: host.hasAttribute('overlay') ? attributes.overlay : block.overlay === true,
  };
}
