import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { getSiteContext } from '../../runtime/context.js';
import { timers as pageTimers } from '../../runtime/lib/timers.js';
import { isRightToLeft } from '../shared/direction.js';
import { itemsFromFigures } from '../shared/figures.js';
import type { SqsLightboxElement } from '../lightbox/lightbox.element.js';
import { emit } from '../shared/emit.js';
import { useChunk } from '../shared/hooks/useChunk.js';
import { useReducedMotion } from '../shared/hooks/useMediaQuery.js';
import type { SqsGalleryElement } from './gallery.element.js';
import { jump, linkedBy, slideCount } from './motion.js';
import { SWIPE } from './options.js';
import { MOVING, type GalleryOptions } from './resolve.js';
import type { Slide } from './slides.js';
import { loadLightbox } from './load-lightbox.js';
import { loadVideo } from './load-video.js';

/** True when `?nomotion=true` is in the page's address (spec 001 §2: autoplay off). */
export const noMotionQuery = (): boolean => new URLSearchParams(location.search).get('nomotion') === 'true';

/**
 * True inside an embedded editor frame: the page is framed and the site context has a signed-in account (the owner's
 * configuration panel frames the site for its owners and editors; spec 000 §2, §6).
 */
export function inEditorFrame(): boolean {
  try {
    return window.self !== window.top && Boolean(getSiteContext().authenticatedAccount);
  } catch {
    // A cross-origin parent: window.top is readable for identity, so this is only reached in odd embeddings.
    return true;
  }
}

/** True when a key press comes from a place where the visitor types (spec 001 §4). */
function typing(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.localName === 'input' ||
    target.localName === 'textarea' ||
    target.localName === 'select'
  );
}

/** Each gallery's shuffled autoplay order, drawn once for the page view (spec 001 §3 autoplayOptions.randomize). */
const shuffled = new WeakMap<SqsGalleryElement, number[]>();

function shuffledOrder(host: SqsGalleryElement, count: number): number[] {
  const kept = shuffled.get(host);
  if (kept?.length === count) return kept;
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  shuffled.set(host, order);
  return order;
}

/** Autoplay's next step: the next slide, or with randomize the next in the shuffled order. False: it stops there. */
function advance(host: SqsGalleryElement, options: GalleryOptions): boolean {
  if (!options.autoplayRandomize) {
    // At the end without loop next() says so and the rotation stops there.
    return host.next() || options.loop || host.currentIndex < slideCount(host) - 1;
  }
  const order = shuffledOrder(host, slideCount(host));
  const target = order[order.indexOf(host.currentIndex) + 1] ?? (options.loop ? order[0] : undefined);
  return target !== undefined && host.goTo(target);
}

/** The elements whose hover pauses autoplay: the gallery (`self`) and the page elements the selectors name. */
function pauseTargets(host: SqsGalleryElement, list: string[]): Element[] {
  return list.flatMap((selector) => (selector === 'self' ? [host] : [...document.querySelectorAll(selector)]));
}

/**
 * Autoplay (spec 001 §3, §4, §9; WAI-ARIA APG carousel): the gallery advances `autoplayMs` after the rotation starts
 * and every `autoplayIntervalMs` after that (in a shuffled order with randomize) while nothing holds it — not with
 * `?nomotion=true` or under reduced motion (until the visitor presses play), not while a mouse is over the gallery or
 * another pause target (touch does not hover), keyboard focus is inside it, a video in it plays, or the visitor
 * stopped it. Once the mouse or focus leaves, it goes on after `autoplayResumeMs`. Returns whether it rotates, whether
 * it is set to, and the toggle of the rotation control.
 */
export function useAutoplay(host: SqsGalleryElement, options: GalleryOptions | null, index: number) {
  const reduced = useReducedMotion();
  const configured = Boolean(options?.autoplay && MOVING.has(options.design));
  const [userChoice, setUserChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(0);
  const [focused, setFocused] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [tick, setTick] = useState(0);
  const held = useRef(false);
  const advanced = useRef(false);
  const on = configured && (userChoice ?? !(reduced || noMotionQuery()));
  const rotating = on && hovered === 0 && !focused && !playing;
  if (on && (hovered > 0 || focused)) held.current = true;
  const pauseOn = options?.autoplayPauseOn;

  useEffect(() => {
    const targets = pauseTargets(host, pauseOn ?? []);
    const over = new Set<Element>();
    const hover = (event: PointerEvent): void => {
      if (event.pointerType !== 'mouse') return;
      if (event.type === 'pointerenter') over.add(event.currentTarget as Element);
      else over.delete(event.currentTarget as Element);
      setHovered(over.size);
    };
    for (const target of targets) {
      target.addEventListener('pointerenter', hover as EventListener);
      target.addEventListener('pointerleave', hover as EventListener);
    }
    return () => {
      for (const target of targets) {
        target.removeEventListener('pointerenter', hover as EventListener);
        target.removeEventListener('pointerleave', hover as EventListener);
      }
      setHovered(0);
    };
  }, [host, pauseOn]);

  useEffect(() => {
    const focusIn = (): void => setFocused(true);
    const focusOut = (): void => void queueMicrotask(() => setFocused(host.matches(':focus-within')));
    const play = (): void => setPlaying(true);
    const pause = (): void => setPlaying(false);
    const listeners: Array<[string, (event: never) => void]> = [
      ['focusin', focusIn],
      ['focusout', focusOut],
      ['sqs-video-play', play],
      ['sqs-video-pause', pause],
    ];
    for (const [type, listener] of listeners) host.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners) host.removeEventListener(type, listener as EventListener);
    };
  }, [host]);

  useEffect(() => {
    if (!rotating || !options) return;
    const timers = host.timers ?? pageTimers;
    const delay = held.current
      ? options.autoplayResumeMs
      : advanced.current
        ? options.autoplayIntervalMs
        : options.autoplayMs;
    held.current = false;
    const timer = timers.setTimeout(() => {
      advanced.current = true;
      if (advance(host, options)) setTick((n) => n + 1);
    }, delay);
    return () => timers.clearTimeout(timer);
  }, [host, rotating, options, index, tick]);

  const toggle = useCallback(() => {
    advanced.current = false;
    setUserChoice(!on);
  }, [on]);
  return { configured, on, rotating, toggle };
}

/** The key codes of ← and →, which swap meanings when the text runs right to left. */
const ARROW_CODES = new Set([37, 39]);

/**
 * ← and → (or the `keys` codes) move the gallery while it is at least partly in view — ignored while typing, while a
 * lightbox is open, with `keyboard` off, and on a gallery linked by another (spec 001 §4). Right to left, ← goes on
 * and → back (WAI-ARIA APG: horizontal arrows follow the direction of the text).
 */
export function useKeyboard(host: SqsGalleryElement, options: GalleryOptions | null): void {
  useEffect(() => {
    if (!options?.keyboard) return;
    const onKey = (event: KeyboardEvent): void => {
      if (linkedBy(host) || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event))
        return;
      if (document.body.classList.contains('sqs-lightbox-open')) return;
      const code = event.keyCode;
      if (code !== options.keys.previous && code !== options.keys.next) return;
      const box = host.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= innerHeight || box.width === 0) return;
      const mirrored = ARROW_CODES.has(code) && isRightToLeft(host);
      if ((code === options.keys.previous) !== mirrored) host.previous();
      else host.next();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [host, options]);
}

/** Pointer state of a swipe or a new-swipe drag. */
interface Drag {
  id: number;
  x: number;
  y: number;
  time: number;
}

/**
 * Swipe (spec 001 §9: 50 px within 250 ms goes to the next or previous slide) on the moving designs; with new-swipe
 * the track follows the pointer (past the ends: none lets it, hard stops it, inertial gives a third of the way) and
 * a drag past the snap point changes slide too. Returns the drag offset in px and the pointer handlers; `swiped`
 * tells the click that follows a swipe to do nothing.
 */
export function useSwipe(host: SqsGalleryElement, options: GalleryOptions | null, slideWidth: number) {
  const drag = useRef<Drag | null>(null);
  const swiped = useRef(false);
  const [offset, setOffset] = useState(0);
  const follows = options?.transition === 'new-swipe' && options.design === 'slideshow';
  const now = (): number => (host.now ?? performance.now.bind(performance))();

  const onPointerDown = (event: ReactPointerEvent): void => {
    if (!options || !MOVING.has(options.design) || event.button !== 0 || slideCount(host) < 2) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, time: now() };
    swiped.current = false;
    if (!follows) return;
    try {
      (event.currentTarget as Element).setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the drag still follows moves over the gallery.
    }
  };

  // A drag towards the end of the text (leftwards, or rightwards right to left) brings the next slide.
  const forward = (dx: number): boolean => (isRightToLeft(host) ? dx > 0 : dx < 0);

  const bounded = (dx: number): number => {
    if (!options || dx === 0) return dx;
    const atStart = host.currentIndex === 0 && !forward(dx);
    const atEnd = host.currentIndex >= slideCount(host) - 1 && forward(dx);
    if (options.loop || (!atStart && !atEnd)) return dx;
    const boundary = options.boundaries[atStart ? 0 : 1];
    return boundary === 'none' ? dx : boundary === 'hard' ? 0 : dx / 3;
  };

  const onPointerMove = (event: ReactPointerEvent): void => {
    const start = drag.current;
    if (!follows || !start || start.id !== event.pointerId) return;
    setOffset(bounded(event.clientX - start.x));
  };

  const onPointerUp = (event: ReactPointerEvent): void => {
    const start = drag.current;
    drag.current = null;
    if (!start || start.id !== event.pointerId || !options) return;
    setOffset(0);
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    const quick = now() - start.time <= SWIPE.time && Math.abs(dx) >= SWIPE.distance && Math.abs(dx) > Math.abs(dy);
    const past =
      follows && options.snapPoint !== null && slideWidth > 0 && Math.abs(dx) >= options.snapPoint * slideWidth;
    if (!quick && !past) return;
    swiped.current = true;
    if (forward(dx)) host.next();
    else host.previous();
  };

  const onPointerCancel = (): void => {
    drag.current = null;
    setOffset(0);
  };

  return { offset, swiped, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}

/**
 * Deep links (spec 001 §2): with `history`, outside an editor frame, the current slide's id (else its url) is written
 * to the address as `?itemId=` under the collection's full url with a trailing slash (on a page outside a collection,
 * on the page's own address, so that reloading it opens the same page); on load an `itemId` naming a slide's id or
 * url selects it.
 */
export function useHistory(
  host: SqsGalleryElement,
  options: GalleryOptions | null,
  slides: Slide[],
  index: number,
): void {
  const ready = useRef(false);
  const enabled = Boolean(options?.history) && !inEditorFrame();
  useEffect(() => {
    if (!enabled || ready.current || slides.length === 0) return;
    ready.current = true;
    const wanted = new URLSearchParams(location.search).get('itemId');
    const at = wanted
      ? slides.findIndex((slide) => (slide.id && slide.id === wanted) || (slide.url && slide.url === wanted))
      : -1;
    if (at >= 0 && at !== host.currentIndex) jump(host, at);
  }, [host, enabled, slides]);

  const written = useRef<number | null>(null);
  useEffect(() => {
    if (!enabled || !ready.current) return;
    if (written.current === null) {
      written.current = index;
      return;
    }
    if (written.current === index) return;
    written.current = index;
    const slide = slides[index];
    const name = slide?.id || slide?.url;
    if (!name) return;
    const collection = options!.collectionUrl || getSiteContext().collectionFullUrl;
    // Without a collection the page's own address keeps the item: a plain page has no `page.html/` to reload.
    let url = new URL(location.href);
    if (collection) {
      try {
        url = new URL(collection.endsWith('/') ? collection : `${collection}/`, location.href);
      } catch {
        url = new URL(location.pathname, location.href);
      }
    }
    // Only the page's own origin can be written to the address bar: another origin's collection url keeps the path.
    if (url.origin !== location.origin) url = new URL(location.pathname, location.href);
    url.searchParams.set('itemId', name);
    history.replaceState(history.state, '', url.href);
  }, [enabled, index, slides, options]);
}

/**
 * The gallery's lightbox: one `<sqs-lightbox>` in the shadow root, given the slides as items and opened at a slide;
 * its own slide changes move the gallery (the page hears the gallery's `sqs-slide-change` alone), and its open and
 * close events reach the page from the gallery.
 */
export function useGalleryLightbox(host: SqsGalleryElement, slides: Slide[]) {
  const ref = useRef<SqsLightboxElement | null>(null);
  useEffect(() => {
    const lightbox = ref.current;
    if (!lightbox) return;
    const onChange = (event: Event): void => {
      event.stopPropagation();
      jump(host, (event as CustomEvent<{ index: number }>).detail.index);
    };
    lightbox.addEventListener('sqs-slide-change', onChange);
    return () => lightbox.removeEventListener('sqs-slide-change', onChange);
  });
  const open = useCallback(
    async (index: number, opener?: HTMLElement | null) => {
      // The opener has focus, so focus comes back to it when the lightbox closes.
      opener?.focus({ preventScroll: true });
      await customElements.whenDefined('sqs-lightbox');
      const lightbox = ref.current;
      if (!lightbox) return;
      lightbox.items = itemsFromFigures(slides.map((slide) => slide.figure));
      lightbox.show(index);
    },
    [slides],
  );
  return { ref, open };
}

/**
 * Loads the lightbox's and the video's definitions when this gallery uses them (a lightbox, a video slide) and the
 * page has not defined them: a gallery of pictures alone downloads neither (nor the video's HTML sanitizer). Returns
 * whether one of them failed to load, and the function that loads the failed ones again.
 */
export function useParts(
  host: Element,
  options: GalleryOptions | null,
  slides: Slide[],
): { failed: boolean; retry(): void } {
  const lightbox = Boolean(options?.lightbox) && !customElements.get('sqs-lightbox');
  const video = slides.some((slide) => slide.type === 'video') && !customElements.get('sqs-video');
  // The video's own loader: when its code cannot load, the gallery warns 'VideoLoader not found' (spec 001 §8).
  const importVideo = useCallback(() => loadVideo(host), [host]);
  // The lightbox's loader: 'Loader2 not found' when its code cannot load.
  const importLightbox = useCallback(() => loadLightbox(host), [host]);
  const parts = [useChunk('lightbox', lightbox ? importLightbox : null), useChunk('video', video ? importVideo : null)];
  return {
    failed: parts.some((part) => part.state === 'failed'),
    retry: () => parts.forEach((part) => part.state === 'failed' && part.retry()),
  };
}

/** Follows a slide's click-through url, or inside an editor frame tells the editor instead (spec 001 §2). */
export function clickThrough(
  host: SqsGalleryElement,
  url: string,
  index: number,
  event: { preventDefault(): void },
): void {
  if (!inEditorFrame()) return;
  event.preventDefault();
  emit(host, 'sqs-click-through-bypass', { url, index });
}
