import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useResizing } from '../shared/hooks/useSize.js';
import { useMessages } from '../shared/use-messages.js';
import english from './video.en.js';
import { embedKind, sanitizePageEmbed, VIDEO_RESIZE_END_MS, type PageEmbed } from './embed.js';
import type { SqsVideoElement } from './video.element.js';

/** What `Video.tsx` renders for an embed that is not a video player. */
export type PageEmbedBindings =
  | {
      kind: 'page';
      /** The sanitized, sandboxed embed page. */
      embed: PageEmbed;
      /** The box the frame is created in. */
      frameRef: RefObject<HTMLDivElement | null>;
      /** Whether the frame has loaded and been sized (before that it is hidden, its box reserved). */
      ready: boolean;
      /** The frame's height in px, from its box's width × the embed's ratio; undefined until it is sized. */
      height: number | undefined;
    }
  | {
      /** A Twitter embed: its sanitized quote, which sizes itself and is left alone. */
      kind: 'twitter';
    };

/**
 * Returns how an embed page is shown, or null when the embed is a video player (or not a valid embed page). A page
 * of another provider (spec 001 §3, provider-name neither YouTube, Vimeo nor Twitter) stays hidden until its frame
 * has loaded, is then sized to its ratio (or the fallback 56.3 %) and made visible, and is sized again at each
 * resize end (1000 ms after the last resize); a Twitter embed sizes itself and is left alone.
 */
export function usePageEmbed(host: SqsVideoElement, html: string, providerName: string, alt: string) {
  const t = useMessages(host, english);
  const kind = embedKind(providerName);
  const embed = useMemo(() => (kind === 'page' ? sanitizePageEmbed(html) : null), [kind, html]);
  const frameRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<HTMLIFrameElement | null>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  const resizing = useResizing(window, { delay: VIDEO_RESIZE_END_MS, timers: () => host.timers });
  const title = alt ? t('video.embed', { title: alt }) : t('video.embed-untitled');

  // The frame is created from the sanitized embed (as nodes, never an html string) and told apart when it loads.
  useLayoutEffect(() => {
    const area = frameRef.current;
    if (!embed || !area) return;
    const frame = embed.iframe.cloneNode(false) as HTMLIFrameElement;
    frame.title ||= title;
    const onLoad = (): void => setLoaded(frame);
    frame.addEventListener('load', onLoad);
    area.replaceChildren(frame);
    return () => {
      frame.removeEventListener('load', onLoad);
      area.replaceChildren();
      setLoaded(null);
      setHeight(undefined);
    };
  }, [embed, title]);

  // Sized once loaded and again at each resize end: the box's width × the ratio.
  useLayoutEffect(() => {
    const area = frameRef.current;
    if (!embed || !area || !loaded || resizing) return;
    setHeight(Math.round((area.getBoundingClientRect().width * embed.aspectRatio) / 100));
  }, [embed, loaded, resizing]);

  const bindings: PageEmbedBindings | null =
    kind === 'twitter'
      ? { kind }
      : embed
        ? { kind: 'page', embed, frameRef, ready: loaded !== null && height !== undefined, height }
        : null;
  return bindings;
}
