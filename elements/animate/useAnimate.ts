import { useEffect, useLayoutEffect, useReducer, useState, type CSSProperties } from 'react';
import { OBSERVER_THRESHOLDS } from '../../runtime/enums.js';
import { useLightDom } from '../shared/hooks/useLightDom.js';
import { useReducedMotion } from '../shared/hooks/useMediaQuery.js';
import { rendersOnServer } from '../shared/server-render.js';
import {
  ANIMATE_AUTO_RATIO,
  ANIMATE_MAX_DURATION,
  type animateAttributes,
  type SqsAnimateElement,
} from './animate.element.js';
import type { AttributeValues } from '../shared/element-types.js';

/** How much of the block must be visible for its loaded marker (spec 000 §4 "at least half visible"). */
export const ANIMATE_VISIBLE_SHARE = 0.5;

/** The `<sqs-image>` states in which its picture has settled (its public `data-state`). */
const SETTLED_IMAGE_STATES = ['loaded', 'error', 'empty'];

/** What `Animate.tsx` renders from. */
export interface AnimateBindings {
  /** Whether the block has its loaded marker. */
  loaded: boolean;
  /** Whether the visitor asked for reduced motion (nothing moves). */
  reducedMotion: boolean;
  /** Props for the box: the placeholder's proportions while not loaded. */
  baseStyle: CSSProperties | undefined;
  /** Props for the content: the animation's duration (none on a server). */
  contentStyle: CSSProperties | undefined;
}

/** Returns the placeholder's height in percent of its width: 65 for auto, else 100 divided by count. */
export function placeholderPercent(ratio: 'auto' | 'count', count: number): number {
  return ratio === 'auto' ? ANIMATE_AUTO_RATIO : 100 / count;
}

/**
 * Returns whether an observation gives the block its loaded marker (spec 000 §4): at least half of it visible, or,
 * when it is taller than the window (`windowHeight`), any of it.
 */
export function visibleEnough(
  entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'boundingClientRect'>,
  windowHeight: number,
): boolean {
  if (!entry.isIntersecting) return false;
  return entry.intersectionRatio >= ANIMATE_VISIBLE_SHARE || entry.boundingClientRect.height > windowHeight;
}

/**
 * Returns how many pictures in `host`'s light DOM have not settled: `<img>`s still loading (not complete, or marked
 * loading by the image loader) and `<sqs-image>`s whose `data-state` is not loaded, error or empty (one not upgraded
 * yet has none, and is waited for, unless the autoloader marked it `data-load-failed`: its code could not load, and the
 * block must not stay hidden for it).
 */
export function pendingPictures(host: Element): number {
  let pending = 0;
  for (const img of host.querySelectorAll('img')) if (!img.complete || img.hasAttribute('data-loading')) pending += 1;
  for (const image of host.querySelectorAll('sqs-image'))
    if (
      !image.hasAttribute('data-load-failed') &&
      !SETTLED_IMAGE_STATES.includes(image.getAttribute('data-state') ?? '')
    )
      pending += 1;
  return pending;
}

/** Returns no pictures pending: a server render has no pictures loading. */
const nonePending = (): number => 0;

/** The light-DOM changes that can change what is pending: pictures coming, going or changing address or state. */
const WATCHED = ['src', 'srcset', 'data-state', 'data-loading', 'data-load-failed'];

/**
 * Returns the prop bags of an animated block and sets its loaded marker (the host's `data-loaded`) once its
 * pictures have settled and it is visible enough (`visibleEnough`, observed at `OBSERVER_THRESHOLDS`), or at once when
 * focus moves into it. The marker stays; the observer stops once it is set. On a server, whose page may show without a
 * script, the block is rendered loaded: its content shows, still, with no inline style.
 */
export function useAnimate(
  host: SqsAnimateElement,
  options: AttributeValues<typeof animateAttributes>,
): AnimateBindings {
  const { ratio, count, duration } = options;
  const reducedMotion = useReducedMotion();
  const [visible, setVisible] = useState(typeof IntersectionObserver !== 'function');
  const [focused, setFocused] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [, settle] = useReducer((n: number) => n + 1, 0);
  const server = rendersOnServer(host);
  // Re-rendered when pictures come, go or change state; `load`/`error` re-render through `settle`.
  useLightDom(host, server ? nonePending : pendingPictures, { attributes: WATCHED });
  const waiting = !loaded && !server && pendingPictures(host) > 0;
  if (!loaded && (focused || (visible && !waiting))) setLoaded(true);

  useEffect(() => {
    if (loaded) return;
    // load and error do not bubble: heard while capturing. An <sqs-image>'s own events bubble out of its shadow root.
    const events = ['load', 'error', 'sqs-image-load', 'sqs-image-error'];
    const onFocus = (): void => setFocused(true);
    for (const type of events) host.addEventListener(type, settle, true);
    host.addEventListener('focusin', onFocus);
    return () => {
      for (const type of events) host.removeEventListener(type, settle, true);
      host.removeEventListener('focusin', onFocus);
    };
  }, [host, loaded]);

  useEffect(() => {
    if (loaded || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries[entries.length - 1];
        if (latest) setVisible(visibleEnough(latest, window.innerHeight));
      },
      { threshold: [...OBSERVER_THRESHOLDS] },
    );
    observer.observe(host);
    return () => observer.disconnect();
  }, [host, loaded]);

  useLayoutEffect(() => {
    host.toggleAttribute('data-loaded', loaded);
  }, [host, loaded]);

  const seconds = Math.min(duration, ANIMATE_MAX_DURATION);
  return {
    loaded: loaded || server,
    reducedMotion,
    baseStyle: loaded || server ? undefined : { aspectRatio: `100 / ${placeholderPercent(ratio, count)}` },
    contentStyle: server ? undefined : { transitionDuration: `${seconds}s` },
  };
}
