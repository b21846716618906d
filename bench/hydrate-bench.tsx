/**
 * The ssr section's comparison of the two ways to take over a server render: render again, or hydrate. On a page
 * holding server-rendered elements whose modules are not loaded (their declared shadow roots as the server sent them),
 * `window.sqsHydrateBench(mode)` reads each root's markup as React elements — a static tree, so what is timed is React's
 * own work on that markup; an element's component does the same work in either way — and
 *
 * - `render`: renders every tree again through one shared root, a portal per element, and takes the server's nodes out
 *   in the commit, as the elements' take-over does (elements/shared/takeover.ts);
 * - `hydrate`: hydrates every tree in place, synchronously (the stylesheet link the component does not render taken
 *   out first, untimed), one root per element, as React must: it hydrates a root's own container, never a portal's.
 *
 * Resolves with the time from the first root's creation to the last element's commit, and how many roots React could
 * not hydrate (rendered again after a mismatch). scripts/bench/ssr.mjs bundles it (React in production mode) in memory
 * and serves it to the bench's pages; it is never shipped.
 */
import { createElement, Fragment, useInsertionEffect, useLayoutEffect, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** Attributes whose React prop has another name. */
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  referrerpolicy: 'referrerPolicy',
  allowfullscreen: 'allowFullScreen',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  datetime: 'dateTime',
  novalidate: 'noValidate',
  formnovalidate: 'formNoValidate',
  'accept-charset': 'acceptCharset',
  contenteditable: 'contentEditable',
  spellcheck: 'spellCheck',
  autoplay: 'autoPlay',
  playsinline: 'playsInline',
  viewbox: 'viewBox',
  checked: 'defaultChecked',
  value: 'defaultValue',
};

/** Attributes that are true by their presence. */
const BOOLEAN = new Set([
  'hidden',
  'disabled',
  'open',
  'checked',
  'required',
  'multiple',
  'readonly',
  'novalidate',
  'formnovalidate',
  'allowfullscreen',
  'autoplay',
  'muted',
  'loop',
  'playsinline',
  'controls',
  'inert',
  'selected',
  'default',
  'reversed',
]);

/** Returns `node` (a server render's node) as a React node: elements with their attributes as props, texts as text. */
function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
  if (!(node instanceof Element)) return null;
  const props: Record<string, unknown> = { key };
  for (const { name, value } of node.attributes) {
    if (name === 'style') continue;
    props[PROP_NAMES[name] ?? name] = BOOLEAN.has(name) ? true : value;
  }
  const source = node instanceof HTMLTemplateElement ? node.content : node;
  const children = [...source.childNodes].map(toReact).filter((child) => child !== null && child !== '');
  if (node.localName === 'textarea') return createElement('textarea', { ...props, defaultValue: node.textContent });
  return createElement(node.localName, props, ...children);
}

/** The root's markup as React nodes, without the stylesheet link its component never renders. */
const treeOf = (root: ShadowRoot): ReactNode[] =>
  [...root.childNodes].filter((node) => !(node instanceof HTMLLinkElement)).map(toReact);

/** Calls `done` in the layout effects of the commit that rendered it. */
function Committed({ done, children }: { done: () => void; children: ReactNode }): ReactNode {
  useLayoutEffect(done);
  return children;
}

/** Takes `nodes` out of their root in the commit that placed the root's own, as the take-over does. */
function TakeOver({ nodes, children }: { nodes: ChildNode[]; children: ReactNode }): ReactNode {
  useInsertionEffect(() => {
    const fragment = document.createDocumentFragment();
    fragment.append(...nodes);
  }, [nodes]);
  return children;
}

declare global {
  interface Window {
    sqsHydrateBench(mode: 'render' | 'hydrate'): Promise<{ ms: number; mismatches: number }>;
  }
}

window.sqsHydrateBench = async (mode) => {
  const roots = [...document.querySelectorAll('*')]
    .filter((e) => e.localName.startsWith('sqs-') && e.shadowRoot)
    .map((e) => e.shadowRoot!);
  const trees = roots.map(treeOf);
  let mismatches = 0;
  if (mode === 'hydrate') {
    for (const root of roots) root.querySelectorAll(':scope > link').forEach((link) => link.remove());
    const start = performance.now();
    await Promise.all(
      roots.map(
        (root, i) =>
          new Promise<void>((done) => {
            // Synchronous, as the elements hydrate (on React's default schedule it would wait for a task).
            flushSync(() => {
              hydrateRoot(root, <Committed done={done}>{trees[i]}</Committed>, {
                onRecoverableError: () => mismatches++,
              });
            });
          }),
      ),
    );
    return { ms: performance.now() - start, mismatches };
  }
  const server = roots.map((root) => [...root.childNodes]);
  const start = performance.now();
  await new Promise<void>((done) => {
    const root = createRoot(document.createElement('div'));
    flushSync(() =>
      root.render(
        <Committed done={done}>
          {roots.map((container, i) =>
            createPortal(
              <TakeOver nodes={server[i]!}>{createElement(Fragment, null, trees[i])}</TakeOver>,
              container,
              String(i),
            ),
          )}
        </Committed>,
      ),
    );
  });
  return { ms: performance.now() - start, mismatches };
};
