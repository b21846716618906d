import { useHover } from '../shared/hooks/useHover.js';
import { useInView } from '../shared/hooks/useInView.js';
import { useLightDom } from '../shared/hooks/useLightDom.js';
import { useSize } from '../shared/hooks/useSize.js';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useMessages } from '../shared/use-messages.js';
import english from './marquee.en.js';
import { useReducedMotion } from '../shared/hooks/useMediaQuery.js';
import { readBlockJson, warnUnknownKeys } from '../shared/block-json.js';
import { blockSettings } from '../shared/block-values.js';
import { warnInvalid } from '../shared/warn.js';
import { marqueeAttributes } from './marquee.element.js';
import { readMarqueeMarkup, sameMarqueeMarkup, type MarqueeMarkup } from './marquee-markup.js';

/** How long a size change must settle before the marquee measures again and rebuilds its copies. */
export const MARQUEE_RELAYOUT_DEBOUNCE_MS = 1000; // spec 000 §9
/** The narrowest region, in px, the marquee animates in; below it the text is shown statically. */
export const MARQUEE_MIN_WIDTH = 50; // spec 000 §9
/** How far the text moves per second at `animation-speed` 1, in px. */
export const MARQUEE_BASE_SPEED = 60;

/** Which way the text moves. */
export type MarqueeDirection = 'left' | 'right';

/** What the host's `data-state` says: moving, stopped with the loop in place, or not animated at all. */
export type MarqueeState = 'running' | 'paused' | 'static';

/** The element's settings, as its attributes give them. */
export interface MarqueeOptions {
  /** Waves per copy of the text. */
  waveFrequency: number;
  /** Wave height in units of `--sqs-marquee-wave-height`; 0 is no wave. */
  waveIntensity: number;
  /** Which way the text moves. */
  animationDirection: MarqueeDirection;
  /** Speed factor; 1 is `MARQUEE_BASE_SPEED`. */
  animationSpeed: number;
  /** Whether hovering pauses the loop. */
  pausedOnHover: boolean;
  /** The platform's block data (JSON text). */
  blockJson: string;
}

/** One character of a copy while the wave is on. */
export interface WaveChar {
  /** The grapheme shown. */
  char: string;
  /** Its vertical offset along the wave. */
  style: CSSProperties;
}

/** What `Marquee.tsx` needs to render. */
export interface MarqueeBindings {
  /** The state reflected as `data-state`. */
  state: MarqueeState;
  /** Props for the clipped region. */
  viewportProps: { ref: RefObject<HTMLDivElement | null>; style?: CSSProperties };
  /** Props for the moving strip, or null when the text is shown statically (no track then). */
  trackProps: { ref: RefObject<HTMLDivElement | null> } | null;
  /** The ref of the first copy, which is measured. */
  firstCopyRef: RefObject<HTMLSpanElement | null>;
  /** How many copies the track holds. */
  copies: number;
  /** The text every copy repeats. */
  text: string;
  /** Whether the text is the host's own (slotted) rather than read from a rendered block. */
  slotted: boolean;
  /** The sizes the block data sets, as custom properties on the wrapper. */
  baseStyle: CSSProperties | undefined;
  /** The characters of a copy with their wave offsets, or null when there is no wave. */
  wave: WaveChar[] | null;
  /** Props for the pause/play button, or null when there is nothing to pause. */
  toggleProps: {
    onClick: () => void;
    'aria-label': string;
    title: string;
    'data-action': 'pause' | 'play';
  } | null;
}

/** What the marquee measured, in px: the region's width and one copy's width (0 when no copy is rendered). */
interface Layout {
  region: number;
  copy: number;
}

const sameLayout = (a: Layout, b: Layout): boolean =>
  Math.abs(a.region - b.region) < 0.5 && Math.abs(a.copy - b.copy) < 0.01;

/**
 * The most copies of the text a marquee renders: a copy a hair wide (page CSS can shrink it to a fraction of a pixel)
 * must not make the element create millions of nodes. A real marquee needs a handful.
 */
export const MAX_MARQUEE_COPIES = 50;

/** Returns how many copies fill a region `region` px wide and still cover it after moving by one copy (bounded). */
export function copiesFor(region: number, copy: number): number {
  return copy > 0 ? Math.min(MAX_MARQUEE_COPIES, Math.ceil(region / copy) + 1) : 1;
}

/** Returns the duration in ms of one loop (moving by one copy `copy` px wide) at speed factor `speed`. */
export function loopDuration(copy: number, speed: number): number {
  return (copy / (MARQUEE_BASE_SPEED * speed)) * 1000;
}

/** Returns the keyframes that move the track by `distance` px towards `direction`; the loop repeats them. */
export function loopKeyframes(direction: MarqueeDirection, distance: number): Keyframe[] {
  const start = { transform: 'translateX(0px)' };
  const end = { transform: `translateX(${-distance}px)` };
  return direction === 'left' ? [start, end] : [end, start];
}

/**
 * Returns the vertical offset of each of `count` characters in units of the wave height: `frequency` sine waves
 * over one copy, `intensity` high, rising first (negative is up). Every copy is the same, so the loop stays seamless.
 */
export function waveOffsets(count: number, frequency: number, intensity: number): number[] {
  return Array.from(
    { length: count },
    (_, i) => Math.round(-intensity * Math.sin((2 * Math.PI * frequency * i) / count) * 1e4) / 1e4 || 0,
  );
}

/** Returns the user-perceived characters of `text` (so an emoji or an accented letter stays whole). */
export function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
}

/** Returns the host's text with runs of white space collapsed, as the copies repeat it. */
function textOf(host: HTMLElement): string {
  return (host.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Block-data keys beside the attributes' names. */
const MARQUEE_KEYS = [
  'marqueeItems',
  'textSize',
  'itemSpacing',
  // The block's id, the grid span the editor estimated and the platform's feature switches place or run the block;
  // none of them changes what it shows.
  'blockId',
  'estimatedDimensions',
  'featureFlags',
];

/** Returns a platform length (`{ "unit": "rem", "value": 2.8 }`) as CSS, or null when it is none. */
function cssLength(value: unknown): string | null {
  const { unit, value: size } = (value ?? {}) as { unit?: unknown; value?: unknown };
  return typeof size === 'number' &&
    Number.isFinite(size) &&
    typeof unit === 'string' &&
    /^(px|r?em|%|v[wh])$/.test(unit)
    ? `${size}${unit}`
    : null;
}

/** Returns the text of the platform's `marqueeItems` (`[{ "text" }]`) joined by spaces, or null when it has none. */
function itemsText(items: unknown): string | null {
  if (!Array.isArray(items)) return null;
  return items
    .map((item) => (item as { text?: unknown } | null)?.text)
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    .join(' ');
}

/** The settings of a marquee once its block data and rendered block are read, with the text and sizes they give. */
interface MarqueeData {
  settings: MarqueeOptions;
  /** The text from the block data or rendered items, or null when the host's own text is the text. */
  text: string | null;
  /** Custom properties the block data sets (text size, space after each copy). */
  style: CSSProperties | undefined;
}

/**
 * Returns the marquee's settings: each attribute set on the host, else the key of the same name in its block data
 * (its `block-json` over the props of a rendered `.Marquee`), else the default; other keys are warned once, and a
 * size that is not a length warns and is left out.
 */
export function marqueeData(host: HTMLElement, options: MarqueeOptions, markup: MarqueeMarkup | null): MarqueeData {
  const block: Record<string, unknown> = { ...markup?.props, ...readBlockJson(host) };
  // The platform writes an empty value (`"linkTo": ""`) for a setting left unset: nothing is dropped.
  const said = Object.fromEntries(Object.entries(block).filter(([, value]) => value !== ''));
  warnUnknownKeys(host, said, [...Object.keys(marqueeAttributes), ...MARQUEE_KEYS]);
  const style: Record<string, string> = {};
  for (const [key, property] of [
    ['textSize', '--sqs-marquee-font-size'],
    ['itemSpacing', '--sqs-marquee-gap'],
  ] as const) {
    if (block[key] === undefined) continue;
    const length = cssLength(block[key]);
    if (length) style[property] = length;
    else warnInvalid(host, key, JSON.stringify(block[key]), null);
  }
  const text = itemsText(block['marqueeItems']) ?? markup?.items.join(' ') ?? null;
  return {
    settings: blockSettings(host, marqueeAttributes, options, block, {}),
    text,
    style: Object.keys(style).length ? (style as CSSProperties) : undefined,
  };
}

/**
 * Returns the prop bags of the marquee. It measures the region and one copy of the text, renders enough copies to
 * cover the region while the track moves by one copy per loop (Web Animations on `transform`, so the compositor runs
 * it), and re-measures at once when the text or wave changes and 1000 ms after size changes settle. The loop is
 * paused off-screen, on hover with `pausedOnHover` and by the pause button; under reduced motion, without text or in
 * a region narrower than 50 px there is no loop and the slotted text is shown as is. The state is reflected as the
 * host's `data-state`.
 */
export function useMarquee(host: HTMLElement, options: MarqueeOptions): MarqueeBindings {
  const markup = useLightDom(host, readMarqueeMarkup, { same: sameMarqueeMarkup });
  const data = marqueeData(host, options, markup);
  const { waveFrequency, waveIntensity, animationDirection, animationSpeed, pausedOnHover } = data.settings;
  const t = useMessages(host, english);
  const reducedMotion = useReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const firstCopyRef = useRef<HTMLSpanElement>(null);
  const ownText = useLightDom(host, textOf);
  const text = data.text ?? ownText;
  const [layout, setLayout] = useState<Layout>({ region: 0, copy: 0 });
  const visible = useInView(host, { initial: true });
  const hovered = useHover(host);
  const [userPaused, setUserPaused] = useState(false);

  const waveOn = waveIntensity > 0;
  const moving = !reducedMotion && text !== '' && layout.region >= MARQUEE_MIN_WIDTH;
  const looping = moving && layout.copy > 0;
  const running = looping && visible && !userPaused && !(pausedOnHover && hovered);
  const state: MarqueeState = !looping ? 'static' : running ? 'running' : 'paused';

  const measure = useCallback(
    (): Layout => ({
      region: viewportRef.current?.getBoundingClientRect().width ?? 0,
      copy: firstCopyRef.current?.getBoundingClientRect().width ?? 0,
    }),
    [],
  );
  const apply = useCallback(
    (next: Layout) => setLayout((previous) => (sameLayout(previous, next) ? previous : next)),
    [],
  );
  const layoutRef = useRef(layout);
  useLayoutEffect(() => {
    layoutRef.current = layout;
  }, [layout]);

  // The text, the wave (characters are laid out one by one) and the switch to moving change a copy's width: measure
  // before paint, so the loop never runs with a stale width.
  useLayoutEffect(() => apply(measure()), [apply, measure, moving, text, waveOn]);

  // Measured again once a size change settles; the first report (and a size changed back in time) matches what is
  // laid out already.
  const relayout = useCallback(() => {
    const next = measure();
    if (!sameLayout(next, layoutRef.current)) apply(next);
  }, [apply, measure]);
  const settled = { axis: 'x', delay: MARQUEE_RELAYOUT_DEBOUNCE_MS } as const;
  useSize(viewportRef, relayout, settled);
  // A copy changes width without the region changing when a web font loads or the host's font size changes.
  useSize(firstCopyRef, relayout, { ...settled, enabled: moving });

  const runningRef = useRef(running);
  useLayoutEffect(() => {
    runningRef.current = running;
  }, [running]);

  const animationRef = useRef<Animation | null>(null);
  // How far through a loop the text was, as a fraction of one copy moved leftwards; a rebuilt loop resumes there.
  const travelled = useRef(0);
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!looping || !track) return;
    const duration = loopDuration(layout.copy, animationSpeed);
    const animation = track.animate(loopKeyframes(animationDirection, layout.copy), {
      duration,
      iterations: Infinity,
      easing: 'linear',
    });
    const fraction = animationDirection === 'left' ? travelled.current : (1 - travelled.current) % 1;
    animation.currentTime = fraction * duration;
    if (!runningRef.current) animation.pause();
    animationRef.current = animation;
    return () => {
      const progress = (Number(animation.currentTime ?? 0) % duration) / duration;
      travelled.current = animationDirection === 'left' ? progress : (1 - progress) % 1;
      animation.cancel();
      animationRef.current = null;
    };
  }, [looping, layout.copy, animationSpeed, animationDirection]);

  useLayoutEffect(() => {
    const animation = animationRef.current;
    if (!animation) return;
    if (running) animation.play();
    else animation.pause();
  }, [running]);

  useLayoutEffect(() => {
    host.dataset.state = state;
  }, [host, state]);

  const wave = useMemo(() => {
    if (!waveOn) return null;
    const chars = graphemes(text);
    const offsets = waveOffsets(chars.length, waveFrequency, waveIntensity);
    return chars.map((char, i) => ({
      char,
      style: { transform: `translateY(calc(var(--sqs-marquee-wave-height) * ${offsets[i]}))` },
    }));
  }, [text, waveOn, waveFrequency, waveIntensity]);

  const onToggle = useCallback(() => setUserPaused((paused) => !paused), []);
  const label = t(userPaused ? 'marquee.play' : 'marquee.pause');

  return {
    state,
    viewportProps: {
      ref: viewportRef,
      // Room above and below for the wave, which the region would otherwise clip.
      style: moving && waveOn ? { paddingBlock: `calc(var(--sqs-marquee-wave-height) * ${waveIntensity})` } : undefined,
    },
    trackProps: moving ? { ref: trackRef } : null,
    firstCopyRef,
    copies: moving ? copiesFor(layout.region, layout.copy) : 0,
    text,
    slotted: data.text === null,
    baseStyle: data.style,
    wave,
    toggleProps: looping
      ? { onClick: onToggle, 'aria-label': label, title: label, 'data-action': userPaused ? 'play' : 'pause' }
      : null,
  };
}
