import { oneEvent } from '@open-wc/testing';

/**
 * Opening a server-rendered page (test/fixtures/strict/ssr-*.html) in a frame, as the take-over tests do: with no
 * script at all, or with the page's elements held until the test upgrades them.
 */

/** A server-rendered page in a frame. */
export interface RenderedPage {
  frame: HTMLIFrameElement;
  doc: Document;
  /** The page's console warnings and errors (with scripts). */
  messages: string[];
  /** Loads the elements' script in the page (the page holds it until then). */
  upgrade(): Promise<unknown>;
}

/** Opens `path` in a frame; `scripts: false` sandboxes it with no script at all. */
export async function openRenderedPage(path: string, { scripts }: { scripts: boolean }): Promise<RenderedPage> {
  const frame = document.createElement('iframe');
  frame.title = 'A server-rendered page';
  if (!scripts) frame.setAttribute('sandbox', 'allow-same-origin');
  frame.style.cssText = 'width: 600px; height: 500px; border: 0';
  frame.src = path;
  const loaded = oneEvent(frame, 'load');
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & { upgradeElements?: () => Promise<unknown>; console: Console };
  const messages: string[] = [];
  if (scripts)
    for (const level of ['warn', 'error'] as const)
      win.console[level] = (...args: unknown[]) => messages.push(args.map(String).join(' '));
  return { frame, doc: frame.contentDocument!, messages, upgrade: () => win.upgradeElements!() };
}

/**
 * Returns `markup` without the width steps the image loader chose for its pictures: the loader never takes a smaller
 * one than the page already shows, so a picture taken over keeps the server's file where that is the larger
 * (test/runtime/images.test.ts).
 */
export const withoutWidthSteps = (markup: string): string =>
  markup.replace(/ data-image-resolution="\d+w"/g, ' data-image-resolution=""').replace(/([?&]format=)\d+w/g, '$1');

/**
 * Returns a shadow root's markup (`canonicalMarkup`) with React's generated ids left out (each render makes its own),
 * and its pictures' width steps (`withoutWidthSteps`).
 */
export const markupOf = (host: Element): string =>
  withoutWidthSteps(canonicalMarkup(host.shadowRoot!)).replace(
    / (id|aria-controls|aria-labelledby|aria-describedby)="[^"]*"/g,
    ' $1=""',
  );

/**
 * Records every state of the shadow roots' top-level nodes through `mutate` and returns how many of those states
 * held no element (a frame that would show an element empty).
 */
export async function emptyStates(roots: ShadowRoot[], mutate: () => Promise<void>): Promise<number> {
  const records: MutationRecord[] = [];
  const observers = roots.map((root) => {
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(root, { childList: true });
    return observer;
  });
  const shown = new Map(roots.map((root) => [root as Node, new Set<Node>(root.childNodes)]));
  await mutate();
  for (const observer of observers) records.push(...observer.takeRecords());
  for (const observer of observers) observer.disconnect();
  let empty = 0;
  for (const record of records) {
    const nodes = shown.get(record.target)!;
    for (const node of record.removedNodes) nodes.delete(node);
    for (const node of record.addedNodes) nodes.add(node);
    if (![...nodes].some((node) => node.nodeType === 1 && (node as Element).localName !== 'link')) empty++;
  }
  return empty;
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeValue = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Returns the markup of `root`'s nodes with each element's attributes in name order, comments left out and adjacent
 * texts joined: the DOM a visitor and a page's styles meet, whichever way it was built. (A hydrated server render
 * keeps the server's attribute order and React's text separators, `<!-- -->`; a render in the browser sets some
 * attributes in another order, and WebKit lists an inline style set through the CSSOM only once something reads it.)
 */
export function canonicalMarkup(root: Node): string {
  let out = '';
  for (const node of root.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) out += escapeText((node as Text).data);
    else if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      const attributes = [...element.attributes]
        .map((a) => ` ${a.name}="${escapeValue(a.value)}"`)
        .sort()
        .join('');
      out += `<${element.localName}${attributes}>`;
      if (VOID.has(element.localName)) continue;
      out += canonicalMarkup(element instanceof HTMLTemplateElement ? element.content : element);
      out += `</${element.localName}>`;
    }
  }
  return out;
}
