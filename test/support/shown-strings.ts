/**
 * Loaded before the tests of every test page (web-test-runner.config.mjs `testRunnerHtml`): watches what the page shows
 * — text and the aria-label, placeholder, title, alt and value attributes, in the document and in every shadow root, what
 * it writes to the console and what it alerts — and tells the test server (shown-strings.mjs) which spec strings appeared, so that a
 * whole run fails when no test shows one of them.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import { SPEC_STRINGS, specStringKey, type SpecString } from './spec-strings.js';

/** The attributes whose values a visitor sees or hears. */
const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'value'];

/** Longer texts are never one spec string: the combined text of an element is read only below this length. */
const LONGEST = 300;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Spec strings without placeholders, by their text, and those with, as patterns (any text where a value goes). */
const literal = new Map<string, SpecString[]>();
const patterns: [RegExp, SpecString][] = [];
for (const row of SPEC_STRINGS) {
  const [, values, text] = row;
  const filled = Object.values(values ?? {}).filter((value) => text.includes(String(value)));
  if (!filled.length) {
    literal.set(text, [...(literal.get(text) ?? []), row]);
    continue;
  }
  // Where a value went, any text may stand (digits for a number).
  const numbers = new Set(filled.filter((value) => typeof value === 'number').map(String));
  const longestFirst = filled.map(String).sort((a, b) => b.length - a.length);
  let source = '^';
  let at = 0;
  for (const match of text.matchAll(new RegExp(longestFirst.map(escape).join('|'), 'g'))) {
    source += escape(text.slice(at, match.index)) + (numbers.has(match[0]) ? '[\\d.,\\s]+' : '.+?');
    at = match.index + match[0].length;
  }
  patterns.push([new RegExp(`${source}${escape(text.slice(at))}$`), row]);
}

const sent = new Set<string>();
let batch: string[] = [];

function send(key: string): void {
  if (sent.has(key)) return;
  sent.add(key);
  batch.push(key);
  if (batch.length > 1) return;
  queueMicrotask(() => {
    const keys = batch;
    batch = [];
    // A page the runner does not control (a debugging browser) has no server to tell.
    executeServerCommand('shown-strings', { keys }).catch(() => {});
  });
}

/** The custom elements `node` is inside, through every shadow root: a shared text counts per element. */
function hosts(node: Node | null): string[] {
  const tags: string[] = [];
  for (let at = node; at;) {
    if (at instanceof Element && at.localName.includes('-')) tags.push(at.localName);
    at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null);
  }
  return tags;
}

function seen(rows: readonly SpecString[], where: () => string[]): void {
  let tags: string[] | undefined;
  for (const row of rows) {
    const within = row[3];
    if (within && !within.some((tag) => (tags ??= where()).includes(tag))) continue;
    send(specStringKey(row));
  }
}

/** Records the spec strings `raw` is; `where` names the custom elements it was shown in. */
function check(raw: string | null, where: () => string[]): void {
  if (!raw || raw.length > LONGEST) return;
  const text = normal(raw);
  if (!text) return;
  const rows = literal.get(text);
  if (rows) seen(rows, where);
  for (const [pattern, row] of patterns) if (pattern.test(text)) seen([row], where);
}

function checkText(node: Text): void {
  const where = () => hosts(node);
  check(node.data, where);
  // A message rendered in pieces (text, then a value) reads whole from its element.
  const parent = node.parentNode;
  if (parent && parent.childNodes.length > 1) check(parent.textContent, where);
}

function checkElement(element: Element): void {
  for (const name of ATTRIBUTES)
    if (element.hasAttribute(name)) check(element.getAttribute(name), () => hosts(element));
}

function checkTree(root: Node): void {
  if (root instanceof Text) return checkText(root);
  if (!(root instanceof Element || root instanceof DocumentFragment)) return;
  if (root instanceof Element) checkElement(root);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node instanceof Text) checkText(node);
    else checkElement(node as Element);
}

const observer = new MutationObserver((records) => {
  for (const record of records)
    if (record.type === 'childList') record.addedNodes.forEach(checkTree);
    else if (record.type === 'characterData') checkText(record.target as Text);
    else checkElement(record.target as Element);
});
const OPTIONS: MutationObserverInit = {
  subtree: true,
  childList: true,
  characterData: true,
  attributes: true,
  attributeFilter: ATTRIBUTES,
};
observer.observe(document, OPTIONS);

// Every shadow root is watched from its creation, before anything is rendered into it.
const attachShadow = Element.prototype.attachShadow;
Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit): ShadowRoot {
  const root = attachShadow.call(this, init);
  observer.observe(root, OPTIONS);
  return root;
};

// The console's texts (the gallery's and the video's warnings: `<sqs-x>: text` counts as shown by <sqs-x>) and the
// browser's alerts. Tests put their own recorders in place by assignment; each one is wrapped as it is put in place.
type Call = (...args: unknown[]) => unknown;
const wrapped = new WeakMap<Call, Call>();
function watchCalls(target: object, name: string): void {
  const record = (inner: Call) => {
    const outer = (...args: unknown[]) => {
      let text = '';
      try {
        text = args.map(String).join(' ');
      } catch {
        // An argument without a string form (an object without a prototype) is no spec string.
      }
      const named = /^<([\w-]+)>: (.*)$/s.exec(text);
      check(named ? named[2]! : text, () => (named ? [named[1]!] : []));
      return inner(...args);
    };
    wrapped.set(outer, inner);
    return outer;
  };
  let current = record((target as Record<string, Call>)[name]!.bind(target));
  Object.defineProperty(target, name, {
    configurable: true,
    get: () => current,
    set: (fn: Call) => void (current = record(wrapped.get(fn) ?? fn)),
  });
}
for (const name of ['log', 'info', 'warn', 'error', 'debug']) watchCalls(console, name);
watchCalls(window, 'alert');
