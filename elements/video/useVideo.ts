import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { controllerOf, useController } from '../shared/controller.js';
import { emit } from '../shared/emit.js';
import { useResizing } from '../shared/hooks/useSize.js';
import { useMessages } from '../shared/use-messages.js';
import { warnOnce } from '../shared/warn.js';
import english from './video.en.js';
import {
  commandMessage,
  forgetPlaying,
  onlyPlaying,
  playerUrl,
  sanitizeEmbed,
  VIDEO_RESIZE_END_MS,
  type VideoCommand,
  type VideoEmbed,
} from './embed.js';
import type { SqsVideoElement } from './video.element.js';

/** What the element's public methods ask of the video. */
export interface VideoController {
  /** Whether the player is shown (read synchronously: a method call is seen at once). */
  readonly playing: boolean;
  /** Shows and plays the player; with `focus`, focus moves into it when it is created. */
  start(focus: boolean): void;
  /** Pauses a playing video (the player stays). */
  pause(): void;
  /** Removes the player and brings the overlay back. */
  stop(): void;
}

/** Returns `host`'s video controller (none before the first render). */
export const videoController = (host: SqsVideoElement): VideoController | undefined =>
  controllerOf<VideoController>(host);

/** A message shown instead of the video. */
export type VideoProblem =
  | 'video.invalid-embed'
  | 'video.featured-image-embed-only'
  | 'video.featured-image-turn-off'
  | 'video.vimeo-basic-unsupported';

/** Whether a message from the Vimeo player says the account cannot embed (its player API's privacy error). */
function cannotEmbed(data: unknown): boolean {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return false;
    }
  }
  const { event, data: detail } = (message ?? {}) as { event?: unknown; data?: { name?: unknown } };
  return event === 'error' && detail?.name === 'PrivacyError';
}

/** What `Video.tsx` renders from. */
export interface VideoBindings {
  /** The sanitized embed, or null when the embed code is not one allow-listed provider iframe. */
  embed: VideoEmbed | null;
  /** The messages shown instead of the video (spec 001 §8 "Video/embed"), or null when it can play. */
  problem: readonly VideoProblem[] | null;
  /** Whether the window is being resized (the player is hidden until the resize ends). */
  resizing: boolean;
  /** Whether the player is shown. */
  playing: boolean;
  /** The box the player iframe is created in. */
  playerRef: RefObject<HTMLDivElement | null>;
  /** The thumbnail's address (the `url` kind refused unsafe ones), or undefined. */
  thumbnail: string | undefined;
  /** The play button's accessible name. */
  playLabel: string;
  /** The play button's click: plays and moves focus into the player. */
  onPlay(): void;
}

/**
 * Returns what the video renders and owns its state: the player is created only on play (and again when the mode or
 * the embed changes), one video plays on the page at a time, play and pause reach the provider's player through its
 * message API, and `sqs-video-play` / `sqs-video-pause` announce each change.
 */
export function useVideo(
  host: SqsVideoElement,
  html: string,
  mode: string,
  thumbnail: string,
  alt: string,
  pageEmbed = false,
): VideoBindings {
  const t = useMessages(host, english);
  const embed = useMemo(() => sanitizeEmbed(html), [html]);
  const playerRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [load, setLoad] = useState(0);
  // Read synchronously by the element's methods, so `play(); playing` is true before the next render.
  const playingNow = useRef(false);
  const focusPlayer = useRef(false);
  const iframe = useRef<HTMLIFrameElement | null>(null);
  const [vimeoBasic, setVimeoBasic] = useState(false);
  // Spec 001 §9: the player is hidden while the window is resized and fitted and shown again 1000 ms after the last
  // resize event.
  const resizing = useResizing(window, { delay: VIDEO_RESIZE_END_MS, timers: () => host.timers });
  const shown = playing && embed !== null && !vimeoBasic;

  // A featured image needs an embedded video; without embed code the owner is told how to fix it.
  // An embed page (another provider's page, not a player) is shown by its own hook: nothing here to warn about.
  const problem: readonly VideoProblem[] | null = pageEmbed
    ? null
    : vimeoBasic
      ? ['video.vimeo-basic-unsupported']
      : !html.trim() && thumbnail
        ? ['video.featured-image-embed-only', 'video.featured-image-turn-off']
        : embed
          ? null
          : ['video.invalid-embed'];
  const problemKey = problem?.join(' ') ?? '';
  useEffect(() => {
    // Warned after the task that set the attributes, so a page setting them one by one sees no passing state.
    const timer = setTimeout(() => {
      for (const id of problemKey ? (problemKey.split(' ') as VideoProblem[]) : [])
        warnOnce(host, id, `<${host.localName}>: ${t(id)}`);
    });
    return () => clearTimeout(timer);
  }, [host, problemKey, t]);

  // The Vimeo player answers with a privacy error when the account (Vimeo Basic) cannot embed here.
  useEffect(() => {
    setVimeoBasic(false);
    if (embed?.provider !== 'vimeo') return;
    const onMessage = (event: MessageEvent): void => {
      const frame = iframe.current;
      if (!frame || event.source !== frame.contentWindow || event.origin !== new URL(frame.src).origin) return;
      if (cannotEmbed(event.data)) setVimeoBasic(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [embed]);

  const send = (command: VideoCommand): void => {
    const frame = iframe.current;
    const message = frame && commandMessage(frame.src, host.providerName || host.dataProviderName, command);
    if (!frame?.contentWindow || !message) return;
    frame.contentWindow.postMessage(message, new URL(frame.src).origin);
  };

  const controller: VideoController = {
    get playing() {
      return playingNow.current;
    },
    start(focus) {
      onlyPlaying(host);
      if (playingNow.current) {
        send('play');
      } else {
        playingNow.current = true;
        focusPlayer.current = focus;
        setPlaying(true);
        setLoad((count) => count + 1);
      }
      emit(host, 'sqs-video-play', {});
    },
    pause() {
      if (!playingNow.current) return;
      send('pause');
      emit(host, 'sqs-video-pause', {});
    },
    stop() {
      if (!playingNow.current) return;
      playingNow.current = false;
      iframe.current = null;
      forgetPlaying(host);
      setPlaying(false);
      emit(host, 'sqs-video-pause', {});
    },
  };
  useController(host, controller);

  const playerTitle = alt ? t('video.player', { title: alt }) : t('video.player-untitled');
  // The iframe is created only on play, and again (a reload) when the mode or the embed changes.
  useLayoutEffect(() => {
    const area = playerRef.current;
    if (!shown || !area || !embed) return;
    const frame = embed.iframe.cloneNode(false) as HTMLIFrameElement;
    frame.src = playerUrl(embed.iframe.src, embed.provider);
    frame.title ||= playerTitle;
    area.replaceChildren(frame);
    iframe.current = frame;
    if (focusPlayer.current) {
      focusPlayer.current = false;
      frame.focus();
    }
    return () => {
      area.replaceChildren();
      if (iframe.current === frame) iframe.current = null;
    };
  }, [shown, embed, mode, load, playerTitle]);

  return {
    embed,
    problem,
    resizing,
    playing: shown,
    playerRef,
    thumbnail: thumbnail || undefined,
    playLabel: alt ? t('video.play', { title: alt }) : t('video.play-untitled'),
    onPlay: () => controller.start(true),
  };
}
