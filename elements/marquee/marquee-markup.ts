/**
 * The platform's rendered scrolling block (`.Marquee`) as a host page writes it inside `<sqs-marquee>`: its settings in
 * a `<script class="Marquee-props">` JSON, its items as `.Marquee-item` elements (once in `.Marquee-measure`, beside
 * an SVG copy and a hidden text copy the element does not need).
 */
import { jsonObject } from '../shared/block-json.js';

/** What the rendered block says: its props (the block data) and the text of its items, in order. */
export interface MarqueeMarkup {
  props: Record<string, unknown>;
  items: string[];
}

/**
 * Returns the rendered block inside `host`, or null when there is none. The items are the `.Marquee-item` elements
 * beside the first one (the platform repeats them in other copies), their white space collapsed.
 */
export function readMarqueeMarkup(host: HTMLElement): MarqueeMarkup | null {
  const root = host.querySelector('.Marquee');
  if (!root) return null;
  const first = root.querySelector('.Marquee-item');
  const items = [...root.querySelectorAll('.Marquee-item')]
    .filter((item) => item.parentElement === first?.parentElement)
    .map((item) => (item.textContent ?? '').replace(/\s+/g, ' ').trim());
  // A block without readable props keeps its items and the element's defaults.
  const props = jsonObject(root.querySelector('script.Marquee-props')?.textContent ?? '') ?? {};
  return { props, items };
}

/** Returns whether two reads of the rendered block say the same. */
export const sameMarqueeMarkup = (a: MarqueeMarkup | null, b: MarqueeMarkup | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
