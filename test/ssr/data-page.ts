import { oneEvent, waitUntil } from '@open-wc/testing';
import { canonicalMarkup } from './takeover.js';

/**
 * A page rendered on a server with its elements' data (test/fixtures/strict/ssr-<name>.html, written by the element's
 * `<name>.server.test.mjs` and served under the strict policy), opened in a frame for the take-over tests.
 */
export interface DataPage {
  frame: HTMLIFrameElement;
  doc: Document;
  /** The page's first `tag`. */
  host(tag: string): HTMLElement;
  /** Loads the elements' scripts in the page (the page holds them until then). */
  upgrade(): Promise<unknown>;
  /** The addresses the page has requested whose path starts with `prefix`. */
  requested(prefix: string): string[];
  /** The console warnings the page has given. */
  warnings: string[];
}

/** Opens `path` in a frame; `scripts: false` sandboxes it with no script at all. */
export async function openDataPage(path: string, { scripts }: { scripts: boolean }): Promise<DataPage> {
  const frame = document.createElement('iframe');
  frame.title = 'A page rendered on a server with its data';
  if (!scripts) frame.setAttribute('sandbox', 'allow-same-origin');
  frame.style.cssText = 'width: 700px; height: 600px; border: 0';
  frame.src = path;
  const loaded = oneEvent(frame, 'load');
  document.body.append(frame);
  await loaded;
  const doc = frame.contentDocument!;
  const win = frame.contentWindow as Window & typeof globalThis & { upgradeElements?: () => Promise<unknown> };
  const warnings: string[] = [];
  if (scripts) {
    const warn = win.console.warn.bind(win.console);
    win.console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
      warn(...args);
    };
  }
  return {
    frame,
    doc,
    host: (tag) => doc.querySelector<HTMLElement>(tag)!,
    upgrade: () => win.upgradeElements!(),
    requested: (prefix) =>
      win.performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.startsWith(prefix)),
    warnings,
  };
}

/** Returns the element of `host`'s shadow root whose `part` holds `name`. */
export const partOf = <T extends Element = HTMLElement>(host: Element, name: string): T =>
  host.shadowRoot!.querySelector<T>(`[part~="${name}"]`)!;

/** Returns the text of every element of `host`'s shadow root whose `part` holds `name`. */
export const textsOf = (host: Element, name: string): string[] =>
  [...host.shadowRoot!.querySelectorAll(`[part~="${name}"]`)].map((node) => node.textContent ?? '');

/** Returns a shadow root's markup (`canonicalMarkup`) with React's generated ids left out (each render makes its own). */
export const markupOf = (host: Element): string =>
  canonicalMarkup(host.shadowRoot!).replace(
    / (id|for|aria-describedby|aria-controls|aria-labelledby)="[^"]*"/g,
    ' $1=""',
  );

/** Waits until `host` reflects `state` as its `data-state`. */
export const reaches = (host: HTMLElement, state: string): Promise<void> =>
  waitUntil(() => host.dataset.state === state, `the element reaches ${state}`);

/**
 * Upgrades the page and resolves once `host` has rendered its own nodes: the server's markup (its `<link>`) is gone
 * and `state` is reflected.
 */
export async function takeOver(page: DataPage, host: HTMLElement, state: string): Promise<void> {
  await page.upgrade();
  await reaches(host, state);
  await waitUntil(() => !host.shadowRoot!.querySelector('link'), 'the server nodes are replaced');
}

/**
 * Renders in the page the same element as `host` (its tag and attributes, none of its children: no data held) from
 * the browser alone, and resolves with it once it reflects `state`.
 */
export async function clientOnlyCopy(page: DataPage, host: HTMLElement, state: string): Promise<HTMLElement> {
  const copy = page.doc.createElement(host.localName);
  for (const { name, value } of host.attributes) if (name !== 'data-server-rendered') copy.setAttribute(name, value);
  copy.removeAttribute('data-state');
  page.doc.body.append(copy);
  await reaches(copy, state);
  return copy;
}
