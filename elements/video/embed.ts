import {
  contentOf,
  EMBED_FALLBACK_ASPECT_RATIO,
  isHarmless,
  onlyIframe,
  providerSource,
  ratioOf,
  sanitizeEmbedHtml,
} from '../shared/embed-html.js';
import type { Sanitized } from '../shared/sanitize.js';

export { PAGE_EMBED_SANDBOX, sanitizePageEmbed, type PageEmbed } from '../shared/embed-html.js';

export type VideoProvider = 'youtube' | 'vimeo';
export type VideoCommand = 'play' | 'pause';
/** Spec 001 §3: how the provider gave the embed, an `<iframe>` or an `<object>` (played in an iframe). */
export type VideoEmbedType = 'iframe' | 'object';

/** Spec 001 §9: the box's height as a percentage of its width when the embed gives no width and height. */
export const VIDEO_FALLBACK_ASPECT_RATIO = EMBED_FALLBACK_ASPECT_RATIO;
/** Spec 001 §9: a resize ends this long after the last resize event. */
export const VIDEO_RESIZE_END_MS = 1000;

/** A sanitized provider iframe. */
export interface VideoEmbed {
  /** The iframe, ready to be adopted into a document (its src is the allow-listed player url). */
  iframe: HTMLIFrameElement;
  provider: VideoProvider;
  /** The embed's own type: an `<object>` embed is played in an iframe made from its movie address. */
  type: VideoEmbedType;
  /** Height as a percentage of width, from the embed's width and height, else the fallback. */
  aspectRatio: number;
}

const PLAYERS: ReadonlyArray<{ provider: VideoProvider; hosts: readonly string[]; path: string }> = [
  {
    provider: 'youtube',
    hosts: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'],
    path: '/embed/',
  },
  { provider: 'vimeo', hosts: ['player.vimeo.com'], path: '/video/' },
];

/** The permissions a provider player may be given (its `allow`): playback only, no camera, microphone or location. */
const ALLOWED_FEATURES = new Set([
  'autoplay',
  'fullscreen',
  'picture-in-picture',
  'encrypted-media',
  'accelerometer',
  'gyroscope',
]);

/** Returns the provider of an allow-listed https player url, or null. */
export function providerOf(src: string): VideoProvider | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const player = PLAYERS.find((p) => p.hosts.includes(url.hostname) && url.pathname.startsWith(p.path));
  return player && url.pathname.length > player.path.length ? player.provider : null;
}

/**
 * Sanitizes embed html to one allow-listed provider iframe (DOMPurify, DOM nodes only — no html strings) and
 * returns it with its provider and aspect ratio, or null when the html holds no such iframe or anything else.
 */
export function sanitizeEmbed(html: string, doc: Document = document): VideoEmbed | null {
  if (!html.trim()) return null;
  const { fragment, removed } = sanitizeEmbedHtml(html, doc);
  const objects = removed.filter((part) => part.element?.nodeName === 'OBJECT');
  if (!contentOf(fragment).length && objects.length === 1)
    return objectEmbed(objects[0]!.element as Element, removed, doc);
  const iframe = onlyIframe(fragment, removed);
  return iframe && iframeEmbed(iframe, 'iframe');
}

/**
 * How the embed of `providerName` is shown: a video player (YouTube, Vimeo, or no name: the iframe's host tells), a
 * Twitter embed (it sizes itself: shown as its sanitized quote and left alone), or an embed page of another provider.
 */
export function embedKind(providerName: string): 'player' | 'twitter' | 'page' {
  const name = providerName.trim().toLowerCase();
  if (name === '' || providerFromName(name)) return 'player';
  return name === 'twitter' ? 'twitter' : 'page';
}

/**
 * An `<object>` embed (the allow-list keeps no objects, so it arrives among the removed parts): its movie address
 * (`data`, or the `movie` param) must be an allow-listed player; YouTube's old `/v/` address becomes `/embed/`.
 * Only the object's own params and nested `<embed>` (and harmless attributes) may have been removed with it.
 */
function objectEmbed(object: Element, removed: Sanitized['removed'], doc: Document): VideoEmbed | null {
  const ownParts = new Set(['OBJECT', 'PARAM', 'EMBED']);
  if (removed.some((part) => !isHarmless(part) && !ownParts.has(part.element?.nodeName ?? ''))) return null;
  const movie = object.querySelector('param[name="movie" i]')?.getAttribute('value');
  const address = (providerSource(object.getAttribute('data') || movie || '') ?? '').replace(
    /^(https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com)\/v\//,
    '$1/embed/',
  );
  if (!providerOf(address)) return null;
  const iframe = doc.createElement('iframe');
  iframe.src = address;
  for (const name of ['width', 'height', 'title'])
    if (object.hasAttribute(name)) iframe.setAttribute(name, object.getAttribute(name)!);
  iframe.setAttribute('allowfullscreen', '');
  return iframeEmbed(iframe, 'object');
}

function iframeEmbed(iframe: HTMLIFrameElement, type: VideoEmbedType): VideoEmbed | null {
  const src = iframe.getAttribute('src') ?? '';
  const provider = providerOf(src);
  if (!provider) return null;
  // The player gets playback permissions only, and the page's origin (not its full address) as referrer.
  const allow = (iframe.getAttribute('allow') ?? '')
    .split(';')
    .map((feature) => feature.trim())
    .filter((feature) => ALLOWED_FEATURES.has(feature.split(/\s/)[0]!.toLowerCase()));
  if (allow.length) iframe.setAttribute('allow', allow.join('; '));
  else iframe.removeAttribute('allow');
  iframe.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  return { iframe, provider, type, aspectRatio: ratioOf(iframe) };
}

/** The player url to load: autoplay on, and YouTube's script API enabled so play and pause messages work. */
export function playerUrl(src: string, provider: VideoProvider): string {
  const url = new URL(src);
  url.searchParams.set('autoplay', '1');
  if (provider === 'youtube') url.searchParams.set('enablejsapi', '1');
  return url.href;
}

/** The cross-window message (spec 001 §7) that makes the player at `src` play or pause, or null. */
export function commandMessage(src: string, providerName: string, command: VideoCommand): string | null {
  const provider = providerOf(src) ?? providerFromName(providerName);
  if (provider === 'youtube') {
    return JSON.stringify({ event: 'command', func: command === 'play' ? 'playVideo' : 'pauseVideo', args: '' });
  }
  if (provider === 'vimeo') return JSON.stringify({ method: command });
  return null;
}

function providerFromName(name: string): VideoProvider | null {
  const lower = name.trim().toLowerCase();
  return lower === 'youtube' || lower === 'vimeo' ? lower : null;
}

/** What the page-wide registry needs of a video. */
export interface PlayableVideo {
  stop(): void;
}

/** The one video playing on the page (module scope: nothing on the global object). */
let current: PlayableVideo | null = null;

/** Marks `video` as the one playing: the video that played before returns to its overlay. */
export function onlyPlaying(video: PlayableVideo): void {
  const previous = current;
  current = video;
  if (previous && previous !== video) previous.stop();
}

/** Forgets a video that stopped. */
export function forgetPlaying(video: PlayableVideo): void {
  if (current === video) current = null;
}
