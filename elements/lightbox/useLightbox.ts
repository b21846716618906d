import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type TransitionEvent,
} from 'react';
import { clickZone, onOwnControl } from '../shared/click-zone.js';
import { isRightToLeft } from '../shared/direction.js';
import { useLightDom } from '../shared/hooks/useLightDom.js';
import { useModal } from '../shared/hooks/useModal.js';
import { childrenByTag, wrapIndex } from '../shared/children.js';
import { emit } from '../shared/emit.js';
import { useReducedMotion } from '../shared/hooks/useMediaQuery.js';
import { hashOf, itemsFromFigures, type LightboxItem } from '../shared/figures.js';
import type { LightboxPhase, SqsLightboxElement } from './lightbox.element.js';

/** spec 001 §9: key repeat throttle 200 ms, padding 100, click edge margin 2 % (the speed is the contract's default). */
export const KEY_REPEAT_THROTTLE_MS = 200;
export const LIGHTBOX_PADDING_PX = 100;
export const CLICK_EDGE_MARGIN = 0.02;

/** What the hook reads from the element's attributes. */
export interface LightboxOptions {
  open: boolean;
  index: number;
  items: LightboxItem[] | null;
  history: boolean;
  speed: number;
}

/** Reads the items of the host's light-DOM `<figure>` children. */
const readFigures = (host: HTMLElement): LightboxItem[] => itemsFromFigures(childrenByTag(host, 'figure'));

/** The items: the `items` property when it has any, else the light-DOM `<figure>` children (re-read as they change). */
function useItems(host: HTMLElement, items: LightboxItem[] | null): LightboxItem[] {
  const figures = useLightDom(host, readFigures, { attributes: true });
  return items && items.length > 0 ? items : figures;
}

/** Returns the address hash without its `#`, decoded, or null when it is not valid percent-encoding. */
function decodedHash(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    // A crafted link (`#%E0%A4%A`) names no item; the lightbox stays as it is.
    return null;
  }
}

/** Writes `name` as the address's hash (or removes the hash), without a new history entry. */
function writeHash(name: string | undefined): void {
  const url = new URL(location.href);
  url.hash = name ? encodeURIComponent(name) : '';
  if (url.href !== location.href) history.replaceState(history.state, '', name ? url.href : url.href.replace(/#$/, ''));
}

/**
 * Runs the lightbox: the phases and their fades (each ends with its transition, or after the speed plus a margin
 * when no transition ends it), the modal `<dialog>` (focus in, trapped, back to the opener), the body's
 * `sqs-lightbox-open` class, the events, arrow keys (one step per 200 ms however fast keys repeat), clicks (the
 * picture's left or right half, widened by 2 % of its width on each side, goes back or on, mirrored right to left;
 * anywhere else closes) and
 * the history hash.
 */
export function useLightbox(
  host: SqsLightboxElement,
  { open, index, items, history: useHash, speed }: LightboxOptions,
) {
  const reduced = useReducedMotion();
  const list = useItems(host, items);
  const current = wrapIndex(index, list.length);
  const [phase, setPhase] = useState<LightboxPhase>('closed');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pictureRef = useRef<HTMLDivElement>(null);
  const lastKey = useRef(-Infinity);
  const shownIndex = useRef<number | null>(null);
  const instant = reduced || speed <= 0;

  // open → the first phase; !open → closing. Layout effect: the dialog is shown in the same frame.
  useLayoutEffect(() => {
    if (open && (phase === 'closed' || phase === 'closing')) setPhase(instant ? 'open' : 'overlay');
    else if (!open && phase !== 'closed' && phase !== 'closing') setPhase(instant ? 'closed' : 'closing');
  }, [open, phase, instant]);

  // Each fading phase ends with its transition (onTransitionEnd below) or, failing that, after the speed + 100 ms.
  const advance = useCallback((from: LightboxPhase) => {
    setPhase((now) =>
      now !== from
        ? now
        : from === 'overlay'
          ? 'content'
          : from === 'content'
            ? 'open'
            : from === 'closing'
              ? 'closed'
              : now,
    );
  }, []);
  useEffect(() => {
    if (phase !== 'overlay' && phase !== 'content' && phase !== 'closing') return;
    const timer = setTimeout(() => advance(phase), speed * 1000 + 100);
    return () => clearTimeout(timer);
  }, [phase, speed, advance]);

  useModal(dialogRef, phase !== 'closed', () => host.close());

  // The host shows the phase as it is committed (in both builds: the lite build runs passive effects a frame later).
  useLayoutEffect(() => {
    host.dataset.state = phase;
  }, [host, phase]);

  // Body marker, events and the hash as the lightbox opens and once it is closed.
  useEffect(() => {
    if (phase === 'closed') {
      if (shownIndex.current === null) return;
      document.body.classList.remove('sqs-lightbox-open');
      if (useHash) writeHash(undefined);
      emit(host, 'sqs-lightbox-close', { index: shownIndex.current });
      shownIndex.current = null;
    } else if (shownIndex.current === null) {
      shownIndex.current = current;
      document.body.classList.add('sqs-lightbox-open');
      emit(host, 'sqs-lightbox-open', { index: current });
    }
  }, [host, phase, current, useHash]);

  // A new item while open: the change event and the hash.
  useEffect(() => {
    if (shownIndex.current === null) return;
    if (useHash) writeHash(hashOf(list[current]));
    if (shownIndex.current === current) return;
    shownIndex.current = current;
    emit(host, 'sqs-slide-change', { index: current });
  }, [host, current, list, useHash, phase]);

  // On connect with `history`: an address hash naming an item opens the lightbox at it.
  useEffect(() => {
    if (!useHash || !location.hash) return;
    const wanted = decodedHash(location.hash);
    if (wanted === null) return;
    const at = list.findIndex((item) => item.slideUrl === wanted || item.slideId === wanted);
    if (at >= 0 && !host.open) {
      host.index = at;
      host.open = true;
    }
    // Only when the item list first becomes known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [useHash, list.length]);

  useEffect(() => () => document.body.classList.remove('sqs-lightbox-open'), []);

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const time = (host.now ?? performance.now.bind(performance))();
    if (time - lastKey.current < KEY_REPEAT_THROTTLE_MS) return;
    lastKey.current = time;
    // Right to left, the previous picture is on the right (WAI-ARIA APG: horizontal arrows follow the direction).
    if ((event.key === 'ArrowLeft') !== isRightToLeft(host)) host.previous();
    else host.next();
  };

  const onClick = (event: MouseEvent): void => {
    if (onOwnControl(event.nativeEvent)) return;
    const box = pictureRef.current?.getBoundingClientRect();
    const margin = box ? box.width * CLICK_EDGE_MARGIN : 0;
    const onPicture =
      box &&
      event.clientX >= box.left - margin &&
      event.clientX <= box.right + margin &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!onPicture) host.close();
    else if (clickZone(box, event.clientX, isRightToLeft(host)) === 'previous') host.previous();
    else host.next();
  };

  // The overlay's fade ends the overlay and closing phases; the content's fade ends the content phase.
  const fadeEnd =
    (phases: LightboxPhase[]) =>
    (event: TransitionEvent): void => {
      if (event.target === event.currentTarget && event.propertyName === 'opacity' && phases.includes(phase))
        advance(phase);
    };

  return {
    phase,
    instant,
    reduced,
    list,
    current,
    dialogRef,
    pictureRef,
    onKeyDown,
    onClick,
    onOverlayFadeEnd: fadeEnd(['overlay', 'closing']),
    onContentFadeEnd: fadeEnd(['content']),
  };
}
