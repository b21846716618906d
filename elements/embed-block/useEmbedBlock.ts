import { useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { readBlockJson, warnUnknownKeys } from '../shared/block-json.js';
import { blockText, renderedEmbedHtml, sanitizePageEmbed, type PageEmbed } from '../shared/embed-html.js';
import { useLightDom } from '../shared/hooks/useLightDom.js';
import { useMessages } from '../shared/use-messages.js';
import { warnOnce } from '../shared/warn.js';
import english from './embed-block.en.js';
import type { SqsEmbedBlockElement } from './embed-block.element.js';

/** The keys of an embed block's data the element takes (beside the layout keys every block carries). */
const EMBED_BLOCK_KEYS: readonly string[] = [
  'html',
  'width',
  'height',
  // The embedded page's own address and provider, and the thumbnail the editor lists it with: the page shows the
  // embed code's iframe, not these.
  'url',
  'providerName',
  'thumbnailUrl',
  // Records that the editor resolved the address into embed code.
  'resolved',
];

/** How the box is sized before the embedded page loads. */
export type EmbedSizing =
  | {
      /** A width-to-height ratio: the height as a percentage of the width. */
      kind: 'ratio';
      percent: number | null;
    }
  | {
      /** A fixed height in px (the iframe fills the width). */
      kind: 'height';
      px: number;
    };

/** What `EmbedBlock.tsx` renders from. */
export interface EmbedBlockBindings {
  /** The sanitized, sandboxed embedded page, or null. */
  embed: PageEmbed | null;
  /** Whether there was embed code that cannot be shown. */
  invalid: boolean;
  /** The box's size. */
  sizing: EmbedSizing;
  /** The box the frame is created in. */
  frameRef: RefObject<HTMLDivElement | null>;
}

/** Returns a positive number from an attribute or block value (`"460"`, 460), else null (`"100%"`, absent). */
function size(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d/.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * Returns the box's size: the iframe's width and height as a ratio, else the block data's, else the iframe's height
 * alone in pixels, else the fallback ratio (null: the custom property's default).
 */
function sizingOf(iframe: Element, block: Record<string, unknown>): EmbedSizing {
  const width = size(iframe.getAttribute('width'));
  const height = size(iframe.getAttribute('height'));
  if (width && height) return { kind: 'ratio', percent: (height / width) * 100 };
  const blockWidth = size(block.width);
  const blockHeight = size(block.height);
  if (blockWidth && blockHeight) return { kind: 'ratio', percent: (blockHeight / blockWidth) * 100 };
  return height ? { kind: 'height', px: height } : { kind: 'ratio', percent: null };
}

/**
 * Returns what the embed block renders: the embed code of `html`, else of the block data, else of the rendered
 * markup among the children, sanitized to one sandboxed iframe, created in the frame's box as nodes; unknown block
 * keys and embed code that cannot be shown are warned once.
 */
export function useEmbedBlock(host: SqsEmbedBlockElement, html: string, blockJson: string): EmbedBlockBindings {
  const t = useMessages(host, english);
  const block = useMemo(() => (blockJson ? readBlockJson(host) : {}), [host, blockJson]);
  const rendered = useLightDom(host, renderedEmbedHtml, { attributes: ['data-html', 'src'] });
  const code = html || blockText(block, 'html') || rendered;
  const embed = useMemo(() => sanitizePageEmbed(code), [code]);
  const invalid = code.trim() !== '' && embed === null;
  const frameRef = useRef<HTMLDivElement>(null);
  const title = t('embed-block.frame');

  useEffect(() => {
    const known = [...EMBED_BLOCK_KEYS];
    // A custom thumbnail would be shown before the embed; turned off, the key changes nothing.
    if (block.customThumbEnabled === false) known.push('customThumbEnabled');
    warnUnknownKeys(host, block, known);
  }, [host, block]);

  useEffect(() => {
    if (invalid) warnOnce(host, 'embed-block.invalid', `<${host.localName}>: ${t('embed-block.invalid')}`);
  }, [host, invalid, t]);

  // The frame is created from the sanitized embed (as nodes, never an html string).
  useLayoutEffect(() => {
    const area = frameRef.current;
    if (!embed || !area) return;
    const frame = embed.iframe.cloneNode(false) as HTMLIFrameElement;
    frame.title ||= title;
    area.replaceChildren(frame);
    return () => area.replaceChildren();
  }, [embed, title]);

  return {
    embed,
    invalid,
    sizing: embed ? sizingOf(embed.iframe, block) : { kind: 'ratio', percent: null },
    frameRef,
  };
}
