import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { RESIZE_TIMEOUTS } from '../../runtime/resize-emitter.js';
import { useLightDom } from '../shared/hooks/useLightDom.js';
import { useSize } from '../shared/hooks/useSize.js';
import { FIT_TEXT_MIN_SIZE, type SqsFitTextElement } from './fit-text.element.js';

/** How long the box must stop resizing before the text is fitted again, in ms (spec 001 §9). */
export const FIT_TEXT_RESIZE_DELAY_MS = RESIZE_TIMEOUTS.quick;
/** How much the size steps down, in px, when the first estimate still overflows (text does not scale exactly). */
const STEP = 0.5;
/** The most steps a fit takes after its estimate. */
const MAX_STEPS = 40;

/** Whether the text fits at its size, or is cut with an ellipsis at the smallest size. */
export type FitTextState = 'fitted' | 'truncated';

/** The element's settings, as its attributes give them. */
export interface FitTextOptions {
  /** The smallest size in px (11 or more). */
  min: number;
  /** The largest size in px, or null for the inherited font size. */
  max: number | null;
}

/** What `FitText.tsx` needs to render. */
export interface FitTextBindings {
  /** The state reflected as `data-state`. */
  state: FitTextState;
  /** Props for the line: its ref (the fit sets its font size) and, when cut, the full text as its title. */
  lineProps: { ref: RefObject<HTMLSpanElement | null>; title?: string };
}

/**
 * Returns the font size (px) to try first for text `natural` px wide at `largest` px in a line `available` px wide:
 * `largest` when it fits, else the proportional size, never below `smallest`; rounded down to a tenth of a pixel.
 */
export function estimateSize(natural: number, available: number, largest: number, smallest: number): number {
  if (natural <= available) return largest;
  return Math.max(smallest, Math.floor(((largest * available) / natural) * 10) / 10);
}

/** Returns the text as the line shows it, white space collapsed. */
function textOf(host: HTMLElement): string {
  return (host.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Returns the prop bags of fitted text. The fit measures the line at the largest size (`max`, else the host's
 * inherited font size), sets the proportional size and steps down until the line fits the host's content box, never
 * below `min`; a line still too long at `min` is cut with an ellipsis (state `truncated`, full text as its title). It
 * runs in a layout effect (before the first paint, and again before the paint after the text or the sizes change),
 * 100 ms after the host's width stops changing, and when web fonts finish loading.
 */
export function useFitText(host: SqsFitTextElement, { min, max }: FitTextOptions): FitTextBindings {
  const lineRef = useRef<HTMLSpanElement>(null);
  const text = useLightDom(host, textOf);
  const [state, setState] = useState<FitTextState>('fitted');
  const smallest = Math.max(FIT_TEXT_MIN_SIZE, min);

  const fit = useCallback(() => {
    const line = lineRef.current;
    if (!line || !host.isConnected) return;
    const style = getComputedStyle(host);
    const available = host.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (!(available > 0)) return;
    const largest = Math.max(smallest, max ?? parseFloat(style.fontSize));
    const setSize = (size: number): number => {
      line.style.fontSize = `${size}px`;
      return line.getBoundingClientRect().width;
    };
    let size = estimateSize(setSize(largest), available, largest, smallest);
    let width = setSize(size);
    for (let i = 0; i < MAX_STEPS && width > available && size > smallest; i++) {
      size = Math.max(smallest, size - STEP);
      width = setSize(size);
    }
    setState(width > available ? 'truncated' : 'fitted');
  }, [host, smallest, max]);

  useLayoutEffect(fit, [fit, text]);

  // Either axis: the box's height follows the surrounding font (its line box), so a font size changed by the page
  // (a media query) refits too; the fit itself never changes the box's size.
  useSize(host, fit, { delay: FIT_TEXT_RESIZE_DELAY_MS, timers: () => host.timers });

  useEffect(() => {
    const fonts = host.ownerDocument.fonts as FontFaceSet | undefined;
    if (!fonts) return;
    let live = true;
    // A web font that arrives after the fit changes the text's width.
    void fonts.ready.then(() => live && fit());
    fonts.addEventListener('loadingdone', fit);
    return () => {
      live = false;
      fonts.removeEventListener('loadingdone', fit);
    };
  }, [fit, host]);

  useLayoutEffect(() => {
    host.dataset.state = state;
  }, [host, state]);

  return {
    state,
    lineProps: { ref: lineRef, title: state === 'truncated' ? text : undefined },
  };
}
