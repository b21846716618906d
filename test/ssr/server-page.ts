import { oneEvent } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { canonicalMarkup } from './takeover.js';

/**
 * A server-rendered page in a frame, for the take-over tests of the forms: opened with its scripts held (the page
 * calls nothing until `upgrade()`), or with no script at all.
 */
export interface ServerPage {
  frame: HTMLIFrameElement;
  doc: Document;
  /** Loads the elements' scripts in the page (the page holds them until then). */
  upgrade(): Promise<unknown>;
  /** What the page logged as warnings and errors since it was opened (with scripts). */
  logged: string[];
}

/**
 * Opens `path` in a frame; `scripts: false` sandboxes it with no script at all (forms may still be sent, as a page
 * whose scripts never load sends them).
 */
export async function openServerPage(path: string, { scripts }: { scripts: boolean }): Promise<ServerPage> {
  const frame = document.createElement('iframe');
  frame.title = 'A server-rendered page';
  if (!scripts) frame.setAttribute('sandbox', 'allow-same-origin allow-forms');
  frame.style.cssText = 'width: 600px; height: 500px; border: 0';
  frame.src = path;
  const loaded = oneEvent(frame, 'load');
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & typeof globalThis & { upgradeElements?: () => Promise<unknown> };
  const logged: string[] = [];
  if (scripts)
    for (const level of ['warn', 'error'] as const) {
      const original = win.console[level].bind(win.console);
      win.console[level] = (...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
        original(...args);
      };
    }
  return { frame, doc: frame.contentDocument!, upgrade: () => win.upgradeElements!(), logged };
}

/** Clicks the middle of an element inside the frame as a visitor does. */
export async function clickIn(page: ServerPage, target: Element): Promise<void> {
  target.scrollIntoView({ block: 'center' });
  const frame = page.frame.getBoundingClientRect();
  const box = target.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(frame.left + box.left + box.width / 2), Math.round(frame.top + box.top + box.height / 2)],
  });
}

/** Types `text` into a field as a visitor's typing leaves it: its value set, then an `input` event. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, text: string): void {
  // The prototype's setter: a framework's own one on the element would swallow the change.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Returns a shadow root's markup (`canonicalMarkup`) with generated ids left out (each render makes its own). */
export const markupOf = (host: Element): string =>
  canonicalMarkup(host.shadowRoot!).replace(
    / (id|for|aria-describedby|aria-labelledby|aria-controls)="[^"]*"/g,
    ' $1=""',
  );
