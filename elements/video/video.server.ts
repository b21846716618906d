import { parseFragment } from 'parse5';
import { createElement as h, type ReactNode } from 'react';
import { readBlockJson } from '../shared/block-json.js';
import { blockText } from '../shared/block-values.js';
import { css } from '../shared/css.js';
import type { AttributeValues } from '../shared/element-types.js';
import { safeUrl } from '../shared/safe-url.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { useMessages } from '../shared/use-messages.js';
import { providerOf } from './embed.js';
import english from './video.en.js';
import { videoElement, type videoAttributes } from './video.element.js';
import { videoStyles } from './video.styles.js';

type Props = AttributeValues<typeof videoAttributes> & { host: HostStandIn };

/** A node of parse5's tree, as far as the player's iframe is looked for. */
interface Parsed {
  tagName?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Parsed[];
}

/** The player an embed code names: its allow-listed https address, title and proportions (height in % of width). */
interface Player {
  src: string;
  title: string;
  ratio: number | undefined;
}

/** Returns the first `<iframe>` of the embed code whose address is an allow-listed player's, parsed as inert text. */
function playerOf(html: string): Player | null {
  const visit = (node: Parsed): Player | null => {
    if (node.tagName === 'iframe') {
      const attr = (name: string): string => node.attrs?.find((a) => a.name === name)?.value ?? '';
      const src = attr('src').trim().replace(/^\/\//, 'https://');
      const [width, height] = [Number(attr('width')), Number(attr('height'))];
      if (providerOf(src))
        return {
          src,
          title: attr('title').trim(),
          ratio: width > 0 && height > 0 ? (height / width) * 100 : undefined,
        };
    }
    for (const child of node.childNodes ?? []) {
      const found = visit(child);
      if (found) return found;
    }
    return null;
  };
  return visit(parseFragment(html) as Parsed);
}

/** Returns the embed code and thumbnail the element reads: its attributes, else its block data. */
function sourceOf(host: HostStandIn, props: Props): { html: string; thumbnail: string } {
  const block = props.blockJson ? readBlockJson(host as unknown as HTMLElement) : {};
  return {
    html: props.html || props.dataHtml || (blockText(block, 'html') ?? ''),
    thumbnail: props.thumbnail || (safeUrl(blockText(block, 'thumbnailUrl')) ?? ''),
  };
}

/** The box's proportions from the embed's size, which the browser sets inline (`--sqs-video-ratio`). */
const ratioStyles = css`
  @supports (width: attr(x %, 1%)) {
    [part~='base'][data-ratio] {
      --sqs-video-ratio: attr(data-ratio %, 56.25%);
    }
  }
`;

/**
 * Renders the video on a server: its thumbnail, and over it the play control as a link to the player's page, which
 * plays the video without script. The script makes it the button that plays the video in place.
 */
function VideoLink({ host, ...props }: Props): ReactNode {
  const t = useMessages(host as unknown as Element, english);
  const { html, thumbnail } = sourceOf(host, props as Props);
  const player = playerOf(html)!;
  const label = player.title ? t('video.play', { title: player.title }) : t('video.play-untitled');
  return h(
    'div',
    {
      part: 'base',
      'data-mode': props.mode,
      'data-state': 'overlay',
      'data-overlay': props.overlay ? '' : undefined,
      'data-ratio': props.mode === 'none' || player.ratio === undefined ? undefined : player.ratio.toFixed(4),
    },
    thumbnail
      ? h('img', { part: 'thumbnail', src: thumbnail, alt: props.alt, loading: 'lazy', decoding: 'async' })
      : null,
    h(
      'div',
      { part: 'overlay' },
      h(
        'a',
        { part: 'play-button', href: player.src, 'aria-label': label },
        h(
          'svg',
          { viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' },
          h('path', { d: 'M6 4l15 8-15 8z' }),
        ),
      ),
    ),
  );
}

/** Returns why a video is left to the browser: the platform's rendered block, or an embed that is not a player. */
function leftToBrowser(host: HostStandIn): string | undefined {
  if (host.children.length > 0) return "the platform's rendered block is read there";
  const props = Object.fromEntries(
    ['html', 'data-html', 'block-json'].map((name) => [name, host.getAttribute(name) ?? '']),
  );
  const block = props['block-json'] ? readBlockJson(host as unknown as HTMLElement) : {};
  const html = props.html || props['data-html'] || (blockText(block, 'html') ?? '');
  return playerOf(html) ? undefined : 'its embed is not a video player a server reads';
}

/**
 * Renders `<sqs-video>` on a server (`sqs-elements/ssr`): its thumbnail and a link that plays it without script. One
 * holding the platform's rendered block, or whose embed is not an allow-listed player, is left to the browser.
 */
export const videoServer = serverElement(
  VideoLink,
  videoElement,
  [videoStyles, ratioStyles],
  leftToBrowser,
  "its thumbnail, with the play control as a link to the provider's player",
);
