import { waitUntil } from '@open-wc/testing';

/** Returns the element's shadow root, failing the test if it has none. */
export function shadow(el: Element): ShadowRoot {
  if (!el.shadowRoot) throw new Error(`<${el.localName}> has no shadow root`);
  return el.shadowRoot;
}

/** Returns the first element matching `selector` in `el`'s shadow root once it is rendered. */
export async function part<T extends Element = HTMLElement>(el: Element, selector: string): Promise<T> {
  await waitUntil(() => shadow(el).querySelector(selector), `<${el.localName}> never rendered ${selector}`);
  return shadow(el).querySelector<T>(selector) as T;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Sets the value of a React-controlled input, textarea or select (of this page or a frame's) as a visitor's typing does. */
export function typeInto(input: Field, value: string): void {
  const proto = Object.getPrototypeOf(input) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  const view = (input.ownerDocument.defaultView ?? window) as typeof window;
  input.dispatchEvent(new view.Event(input.localName === 'select' ? 'change' : 'input', { bubbles: true }));
}

/**
 * Types `value` into a field of `host` and resolves once `host` has rendered it. A visitor's next click or key comes
 * in a task of its own, after that render; without the wait, a click made in the same task would find the state
 * before the typing in the lite build (docs/lite.md), which renders a microtask later.
 */
export async function typeAndRender(host: Element, input: Field, value: string): Promise<void> {
  typeInto(input, value);
  await (host as Element & { updateComplete?: Promise<void> }).updateComplete;
}

/** Records `console.warn` calls while `fn` runs and returns their messages. */
export async function captureWarnings(fn: () => unknown | Promise<unknown>): Promise<string[]> {
  const original = console.warn;
  const messages: string[] = [];
  console.warn = (...args: unknown[]) => void messages.push(args.map(String).join(' '));
  try {
    await fn();
  } finally {
    console.warn = original;
  }
  return messages;
}

export { deepActiveElement } from '../../elements/shared/focus.js';

let restoreMatchMedia: (() => void) | undefined;

/**
 * Makes the page report `prefers-reduced-motion: reduce` to script (or stops doing so). The elements read the
 * preference through `matchMedia`, so this drives the same code in every engine; Firefox under WebDriver BiDi
 * cannot emulate media features, which is why it is not done through the browser.
 */
export function emulateReducedMotion(reduce: boolean): void {
  restoreMatchMedia?.();
  restoreMatchMedia = undefined;
  if (!reduce) return;
  const original = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => {
    const list = original.call(window, query);
    if (!/prefers-reduced-motion:\s*reduce/.test(query)) return list;
    return Object.create(list, {
      matches: { value: true },
      media: { value: query },
      addEventListener: { value: list.addEventListener.bind(list) },
      removeEventListener: { value: list.removeEventListener.bind(list) },
    }) as MediaQueryList;
  };
  restoreMatchMedia = () => (window.matchMedia = original);
}

/** True in the WebDriver-driven engine (WebKitGTK's MiniBrowser): Safari-like user agent, no Chrome, no Firefox. */
const drivenByWebDriver = () =>
  /AppleWebKit/.test(navigator.userAgent) && !/Chrome|Chromium|Firefox/.test(navigator.userAgent);

/** The WebDriver key codes of the keys the tests press with a modifier. */
const WEBDRIVER_KEYS = {
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Tab: '\uE004',
  Escape: '\uE00C',
  ArrowUp: '\uE013',
  ArrowDown: '\uE015',
} as const;

/**
 * Presses `key` while `modifier` is held. Puppeteer-driven engines take the modifier as down/up; the WebDriver launcher
 * (WebKit) only takes single presses, where the WebDriver key codes of the modifier then the key in one sequence hold
 * the modifier.
 */
export async function pressChord(
  modifier: 'Shift' | 'Control' | 'Alt',
  key: 'Tab' | 'Escape' | 'ArrowUp' | 'ArrowDown',
): Promise<void> {
  const { sendKeys } = await import('@web/test-runner-commands');
  if (drivenByWebDriver()) return sendKeys({ press: WEBDRIVER_KEYS[modifier] + WEBDRIVER_KEYS[key] });
  await sendKeys({ down: modifier });
  try {
    await sendKeys({ press: key });
  } finally {
    await sendKeys({ up: modifier });
  }
}

/** Presses Shift+Tab. */
export const pressShiftTab = (): Promise<void> => pressChord('Shift', 'Tab');

/** Resolves when every animation and transition running in `el`'s shadow root has finished (an overlay fading in). */
export async function settled(el: Element): Promise<void> {
  await Promise.all(
    shadow(el)
      .getAnimations()
      .map((animation) => animation.finished.catch(() => undefined)),
  );
}
