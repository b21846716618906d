/**
 * Where a gallery is and how it moves: the current slide, the change in motion, the carousel's step and the linked
 * group, kept per element in this module rather than on the element class. The element's public methods (`goTo`,
 * `next`, `previous`, `currentIndex`) and the gallery's hooks both go through these functions; render reads the
 * state, and a change asks the bridge for a render.
 */
import { timers as pageTimers } from '../../runtime/lib/timers.js';
import { childrenByTag, wrapIndex } from '../shared/children.js';
import { emit } from '../shared/emit.js';
import { requestRender } from '../shared/renderer.js';
import type { SqsGalleryElement } from './gallery.element.js';
import { changeMs, resolveOptions } from './resolve.js';

/** One gallery's position and motion. */
interface Motion {
  /** The current slide. */
  index: number;
  /** The slide a change in motion is going to, or null. */
  target: number | null;
  /** The timer of the change in motion, or null when still. */
  timer: unknown;
  /** Slides per move: the carousel's slides per row (set as it lays out), else 1. */
  step: number;
  /** The gallery that links this one (its keyboard is then off), if any. */
  parent: SqsGalleryElement | null;
}

const motions = new WeakMap<SqsGalleryElement, Motion>();

/** Returns `host`'s position and motion (a still gallery at its first slide until it moves). */
function motionOf(host: SqsGalleryElement): Motion {
  let motion = motions.get(host);
  if (!motion) {
    motion = { index: 0, target: null, timer: null, step: 1, parent: null };
    motions.set(host, motion);
  }
  return motion;
}

/** Returns the number of slides (`<figure>` children). */
export const slideCount = (host: SqsGalleryElement): number => childrenByTag(host, 'figure').length;

/** Returns the current slide's index. */
export const currentIndex = (host: SqsGalleryElement): number => motionOf(host).index;

/** Returns true while a change is under way (changes are rejected meanwhile). */
export const inMotion = (host: SqsGalleryElement): boolean => motionOf(host).timer !== null;

/** Returns the gallery that links `host` (whose keyboard is then off), or null. */
export const linkedBy = (host: SqsGalleryElement): SqsGalleryElement | null => motionOf(host).parent;

/** Returns the gallery, the galleries it links (by id, in its root) and the one that links it. */
export function groupOf(host: SqsGalleryElement): SqsGalleryElement[] {
  const root = motionOf(host).parent ?? host;
  const ids = (root.getAttribute('linked') ?? '').split(/\s+/).filter(Boolean);
  const scope = root.getRootNode() as Document | ShadowRoot;
  const children = ids
    .map((id) => scope.getElementById?.(id))
    .filter((el): el is SqsGalleryElement => el?.localName === 'sqs-gallery' && el !== root);
  for (const child of children) motionOf(child).parent = root;
  return [root, ...children];
}

function settle(host: SqsGalleryElement): void {
  const motion = motionOf(host);
  if (motion.timer !== null) (host.timers ?? pageTimers).clearTimeout(motion.timer);
  motion.timer = null;
  motion.target = null;
}

/** Moves to `target` (already checked), in motion for as long as the change takes, and tells the page. */
function moveTo(host: SqsGalleryElement, target: number): void {
  const motion = motionOf(host);
  const count = slideCount(host);
  const from = motion.index;
  motion.index = wrapIndex(target, count);
  settle(host);
  const ms = changeMs(host, Math.min(Math.abs(target - from), count - Math.abs(target - from)));
  if (ms > 0) {
    motion.target = motion.index;
    motion.timer = (host.timers ?? pageTimers).setTimeout(() => {
      motion.timer = null;
      motion.target = null;
      void requestRender(host);
    }, ms);
  }
  void requestRender(host);
  emit(host, 'sqs-slide-change', { index: motion.index });
}

/** Goes to the slide at `index` (wrapped) with the linked galleries; returns false when the change was rejected. */
export function goTo(host: SqsGalleryElement, index: number): boolean {
  const motion = motionOf(host);
  const count = slideCount(host);
  if (count === 0 || !Number.isFinite(index) || inMotion(host)) return false;
  let target = wrapIndex(index, count);
  target -= target % motion.step;
  const group = groupOf(host);
  if (group.some((other) => other !== host && inMotion(other) && motionOf(other).target !== target)) return false;
  if (target === motion.index) return true;
  for (const member of group) moveTo(member, target);
  return true;
}

/** The next slide (or group); at the end: the first with loop, else `sqs-reached-end`. */
export function next(host: SqsGalleryElement): boolean {
  const { index, step } = motionOf(host);
  const last = slideCount(host) - 1;
  if (index >= last - (last % step)) {
    if (resolveOptions(host)?.loop) return goTo(host, 0);
    emit(host, 'sqs-reached-end', {});
    return false;
  }
  return goTo(host, index + step);
}

/** The previous slide (or group); at the start: the last with loop, else `sqs-reached-beginning`. */
export function previous(host: SqsGalleryElement): boolean {
  const { index, step } = motionOf(host);
  if (index <= 0) {
    if (resolveOptions(host)?.loop) return goTo(host, slideCount(host) - 1);
    emit(host, 'sqs-reached-beginning', {});
    return false;
  }
  return goTo(host, index - step);
}

/** Moves the gallery and the linked ones to `index` at once, whatever is in motion (lightbox, deep link). */
export function jump(host: SqsGalleryElement, index: number): void {
  const target = wrapIndex(index, slideCount(host));
  if (target === motionOf(host).index) return;
  for (const member of groupOf(host)) {
    moveTo(member, target);
    settle(member);
  }
}

/**
 * Records the laid-out step (a carousel's slides per row, else 1); a carousel shows whole groups, so its current
 * slide becomes the first of one.
 */
export function setStep(host: SqsGalleryElement, step: number): void {
  const motion = motionOf(host);
  if (motion.step === step) return;
  motion.step = step;
  if (motion.index % step !== 0) jump(host, motion.index - (motion.index % step));
}
