/** Readers shared by the French and right-to-left tests: what an element shows in its own shadow tree, and where. */
import { fixture, html, waitUntil } from '@open-wc/testing';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { SqsPopupOverlayElement } from '../../elements/popup-overlay/define.js';
import { message, type Messages } from '../../elements/shared/messages.js';
import type { Outbox } from '../../runtime/outbox.js';
import { createLocalStore } from '../../runtime/storage.js';
import { shadow } from './helpers.js';

/** The attributes that carry text a visitor hears or sees without it being a text node. */
const TEXT_ATTRIBUTES = ['aria-label', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt'];

/**
 * Returns the texts `el` shows of its own, one per text node or attribute: its shadow tree's text nodes (slot
 * fallbacks included, slotted light DOM not) and the text attributes of its shadow tree's elements.
 */
export function ownTexts(el: Element): string[] {
  const root = shadow(el);
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? '');
  for (const node of root.querySelectorAll('*'))
    for (const name of TEXT_ATTRIBUTES) texts.push(node.getAttribute(name) ?? '');
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** Returns the texts `el` shows of its own (see ownTexts), one per line. */
export const ownText = (el: Element): string => ownTexts(el).join('\n');

/** Waits until `el` shows `text` of its own (see ownText). */
export function showsText(el: Element, text: string): Promise<void> {
  return waitUntil(() => ownText(el).includes(text), `<${el.localName}> never showed "${text}"`, { timeout: 5000 });
}

/** Returns the literal text of a compiled message, every branch of its plurals and selects included. */
function literals(tree: string | readonly MessageFormatElement[]): string[] {
  if (typeof tree === 'string') return [tree];
  return tree.flatMap((node) => {
    if (node.type === 0) return [node.value];
    if ('options' in node) return Object.values(node.options).flatMap((option) => literals(option.value));
    if ('children' in node) return literals(node.children);
    return [];
  });
}

/** Returns the lower-cased ASCII words (four letters or more) of `catalogues`' messages. */
function wordsOf(catalogues: readonly Messages[]): string[] {
  return catalogues
    .flatMap((catalogue) => Object.values(catalogue).flatMap(literals))
    .flatMap((text) => text.match(/\b[A-Za-z]{4,}\b/g) ?? [])
    .map((word) => word.toLowerCase());
}

/** Returns the words of the English `catalogues` that no message of the `other` catalogues uses. */
export function englishWords(catalogues: readonly Messages[], other: readonly Messages[]): Set<string> {
  const shared = new Set(wordsOf(other));
  return new Set(wordsOf(catalogues).filter((word) => !shared.has(word)));
}

/** Returns the words of `text` that are in `english`. */
export function englishIn(text: string, english: Set<string>): string[] {
  return (text.match(/\b[A-Za-z]{4,}\b/g) ?? []).filter((w) => english.has(w.toLowerCase()));
}

/** Formats the French message `key` (once the French catalogue has arrived) with `values`. */
export async function french(key: string, values?: Record<string, string | number>): Promise<string> {
  await waitUntil(() => message('common.no-results', undefined, 'fr') !== 'No results found', 'French never came');
  return message<Messages>(key, values, 'fr');
}

/**
 * Places `markup` (HTML text) in a fresh `<div>` with `attributes` (`lang`, `dir`, a width in `style`) and returns its
 * first element, once connected.
 */
export async function mountIn<T extends HTMLElement>(
  markup: string,
  attributes: Record<string, string> = {},
): Promise<T> {
  const holder = await fixture<HTMLDivElement>(html`<div></div>`);
  for (const [name, value] of Object.entries(attributes)) holder.setAttribute(name, value);
  holder.innerHTML = markup;
  return holder.firstElementChild as T;
}

/** Returns the parts of `el` matching `selector` whose text runs past their box (beyond a pixel of rounding). */
export function overflowing(el: Element, selector: string): string[] {
  return [...shadow(el).querySelectorAll<HTMLElement>(selector)]
    .filter((node) => node.scrollWidth > node.clientWidth + 1)
    .map((node) => `${node.getAttribute('part') ?? node.localName}: ${node.scrollWidth} > ${node.clientWidth}`);
}

/**
 * Shows a popup overlay (`id`, with `heading` when given) in a fresh `<div>` with `attributes`, its census requests
 * dropped, and returns it once shown.
 */
export async function shownPopup(
  id: string,
  attributes: Record<string, string>,
  heading = '',
): Promise<SqsPopupOverlayElement> {
  const el = document.createElement('sqs-popup-overlay');
  el.store = createLocalStore();
  el.censusEnv = { outbox: { enqueue: async () => 'id' } as unknown as Outbox };
  el.setAttribute('overlay-id', id);
  if (heading) el.setAttribute('heading', heading);
  el.innerHTML = '<p>—</p>';
  const holder = await mountIn<HTMLElement>('<div></div>', attributes);
  holder.append(el);
  await waitUntil(() => el.dataset.state === 'shown', 'the overlay never showed');
  return el;
}
