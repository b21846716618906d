import { oneEvent } from '@open-wc/testing';
import { typeAndRender } from './helpers.js';
import { signOutOwner } from '../runtime/fakes.js';

interface AxeResults {
  violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }>;
}
interface TrustedPolicy {
  createScriptURL(url: string): string;
}
type AxeWindow = Window & {
  axe?: { run(context: object, options: object): Promise<AxeResults> };
  trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): TrustedPolicy };
};

/**
 * Runs axe (WCAG A/AA and best practice, as the docs test does) on the page in `frame`, a same-origin frame of a
 * served example; returns the violations as `id (targets)`. axe is added to the page once, through a Trusted Types
 * policy where the page's own policy asks for one.
 */
export async function frameViolations(frame: HTMLIFrameElement): Promise<string[]> {
  const win = frame.contentWindow as AxeWindow;
  const doc = frame.contentDocument!;
  if (!win.axe) {
    const script = doc.createElement('script');
    const url = '/node_modules/axe-core/axe.min.js';
    script.src = win.trustedTypes
      ? win.trustedTypes.createPolicy('axe-in-test', { createScriptURL: (u) => u }).createScriptURL(url)
      : url;
    const ready = oneEvent(script, 'load');
    doc.head.append(script);
    await ready;
  }
  const results = await win.axe!.run(
    { include: [doc] },
    { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, iframes: false },
  );
  return results.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Types `name` into the field of `<sqs-tag-editor>` `editor` and presses Enter once the typing has rendered. */
export async function enterTag(editor: HTMLElement, name: string): Promise<void> {
  const field = editor.shadowRoot!.querySelector<HTMLInputElement>('[part~="input"]')!;
  field.focus();
  await typeAndRender(editor, field, name);
  field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
}

/** The frame a suite opens the owner's example pages in, and what reads it. */
export interface OwnerFrame {
  /** The frame (added to the page once the suite starts). */
  frame(): HTMLIFrameElement;
  /** The frame's document. */
  doc(): Document;
  /** Opens `path` in the frame and resolves once it has loaded. */
  open(path: string): Promise<void>;
}

/**
 * Registers the suite's hooks for a 1000 × 900 frame of the owner's example pages: the owner is signed out before the
 * suite's tests and after them, and the frame is there in between.
 */
export function ownerFrame(): OwnerFrame {
  let frame: HTMLIFrameElement;
  before(async () => {
    await signOutOwner();
    frame = document.createElement('iframe');
    frame.style.cssText = 'width: 1000px; height: 900px; border: 0';
    document.body.append(frame);
  });
  after(async () => {
    frame.remove();
    await signOutOwner();
  });
  return {
    frame: () => frame,
    doc: () => frame.contentDocument!,
    async open(path) {
      const loaded = oneEvent(frame, 'load');
      frame.src = path;
      await loaded;
    },
  };
}
