import {
  Component,
  memo,
  useInsertionEffect,
  useLayoutEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * One React root for the whole page; every element renders into its own shadow root through a portal of it.
 * One root per element costs ~10x more with hundreds of instances (React pays per-root scheduling and event set-up),
 * and a single root also avoids the "unmount a root while rendering" fault of nested elements.
 *
 * The renderer is handed to `@r2wc/core`, which calls `mount` on connect and `unmount` on disconnect. Unmounting is
 * deferred one microtask: an element moved within the page (disconnected and connected in the same task) is found
 * again by its shadow root and keeps its React state.
 *
 * The one exception is an element that hydrates its server render (`RenderTarget.hydrating`): React hydrates a root's
 * own container, never a portal's, so that element gets a root of its own for as long as it stays on the page.
 */

/** What an element gives the renderer: where to render, what, and with which props. */
export interface RenderTarget {
  /** The element; it must be connected to render. */
  readonly host: HTMLElement;
  /** Returns the props for the next render. */
  renderProps(): Record<string, unknown>;
  /** True when the component handles no React events (see `ElementOptions.reactEvents`). */
  readonly noReactEvents?: boolean;
  /**
   * Called in each commit of the element's render once its nodes are in its shadow root, before any layout effect of
   * the commit (with preact/compat, among the layout effects).
   */
  placed?(): void;
  /** Called after each commit of the element's render (in the commit, before the browser paints). */
  committed?(): void;
  /**
   * Called once, as the element first mounts: true when its shadow root holds a server render readied for hydration,
   * which it then gets in a root of its own (`placed` and `committed` are not called); else it renders in the shared
   * root.
   */
  hydrating?(): boolean;
}

/** The root of an element that hydrated its server render (elements/shared/hydration.tsx). */
export interface OwnRoot {
  /** Tells it that the element's props changed. */
  notify(): void;
  unmount(): void;
}

export interface Entry {
  readonly key: number;
  readonly target: RenderTarget;
  readonly container: ShadowRoot;
  readonly Component: ComponentType<Record<string, unknown>>;
  /** Props of the latest render request; a new object each time, so a memoised portal re-renders only then. */
  props: Record<string, unknown>;
  /** The props of the last commit. */
  committed: Record<string, unknown> | undefined;
  /** Resolvers of `updateComplete` promises waiting for the next commit of this entry. */
  waiting: Array<() => void>;
  removing: boolean;
  /** Its own root, while it has one (see `OwnRoot`). */
  own?: OwnRoot;
}

let nextKey = 1;
const entries = new Map<number, Entry>();
const byContainer = new WeakMap<ShadowRoot, Entry>();
const listeners = new Set<() => void>();
let snapshot: Entry[] = [];
let notifyScheduled = false;
let rootStarted = false;
/**
 * The property React sets on a container once it has added its delegated event listeners to it (`_reactListening…`,
 * read from the root's own container), or undefined when this React names it otherwise.
 */
let listeningKey: string | undefined;

/**
 * Marks an element's shadow root as already listening when its component handles no React events: React would
 * otherwise add its ~80 delegated listeners (capture and bubble) to every portal container, which is most of the cost
 * of mounting hundreds of small elements. With an unknown React the listeners are added as usual.
 */
function skipListeners(entry: Entry): void {
  if (listeningKey && entry.target.noReactEvents)
    (entry.container as unknown as Record<string, boolean>)[listeningKey] = true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Coalesces every change made in one task into one render of the root. */
function changed(): void {
  if (notifyScheduled) return;
  notifyScheduled = true;
  queueMicrotask(() => {
    notifyScheduled = false;
    snapshot = [...entries.values()].filter((entry) => !entry.own);
    if (!rootStarted) startRoot();
    else for (const l of listeners) l();
  });
}

/**
 * Mounts the shared root with the first elements, synchronously: in a microtask, so still before the browser's next
 * paint (a first render on React's default schedule would come a task later, after a paint, and every element would
 * appear — and move the page — one frame late). Later changes reach the root through its store, which React also
 * renders before the paint.
 */
function startRoot(): void {
  rootStarted = true;
  // The root's own container is never in the document: every element renders through a portal.
  const container = document.createElement('div');
  const root = createRoot(container, {
    onUncaughtError: (error) => console.error('[sqs-elements] render failed', error),
  });
  listeningKey = Object.keys(container).find((key) => key.startsWith('_reactListening'));
  for (const entry of snapshot) skipListeners(entry);
  flushSync(() => root.render(<Root />));
}

function Root(): ReactNode {
  const list = useSyncExternalStore(subscribe, () => snapshot);
  // `props` is passed on its own: entries are mutable, and a new props object is what marks a change.
  return list.map((entry) => <Portal key={entry.key} entry={entry} props={entry.props} />);
}

const Portal = memo(function Portal({ entry, props }: { entry: Entry; props: Record<string, unknown> }): ReactNode {
  // Insertion effects run in the commit's mutation phase, after the portal's children are placed.
  useInsertionEffect(() => {
    entry.target.placed?.();
  });
  return createPortal(<Rendered entry={entry} props={props} />, entry.container);
});

/**
 * An element's component with `props`, in its error boundary, whichever root renders it; each commit of it (after the
 * component's own layout effects) settles the element's `updateComplete`.
 */
export function Rendered({ entry, props }: { entry: Entry; props: Record<string, unknown> }): ReactNode {
  useLayoutEffect(() => {
    entry.target.committed?.();
    entry.committed = props;
    for (const resolve of entry.waiting.splice(0)) resolve();
  });
  const { Component: Element } = entry;
  return (
    <Boundary tag={entry.target.host.localName}>
      <Element {...props} />
    </Boundary>
  );
}

/**
 * Hydrates an entry in a root of its own (elements/shared/hydration.tsx, which sets it): loaded by the elements whose
 * contract hydrates, so the others carry none of it. Without it, every element renders in the shared root.
 */
let hydrateOwn: ((entry: Entry) => void) | undefined;

/** Sets how an element that hydrates its server render gets its own root (see `hydrateOwn`). */
export function setHydration(hydrate: (entry: Entry) => void): void {
  hydrateOwn = hydrate;
}

/** Keeps one element's render error from taking down every other element on the page. */
class Boundary extends Component<{ tag: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.error(`<${this.props.tag}> failed to render`, error);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** The context `@r2wc/core` keeps for a mounted element. */
export type RenderContext = Entry;

/** The `@r2wc/core` renderer: mount, update and (deferred) unmount of portals in the shared root. */
export const sharedRenderer = {
  mount(container: HTMLElement | ShadowRoot, Component: ComponentType<Record<string, unknown>>): RenderContext {
    const root = container as ShadowRoot;
    const existing = byContainer.get(root);
    if (existing) {
      existing.removing = false;
      entries.set(existing.key, existing);
      refresh(existing);
      return existing;
    }
    const target = targets.get(root.host as HTMLElement);
    if (!target) throw new Error('sqs-elements: element rendered outside the bridge');
    const entry: Entry = {
      key: nextKey++,
      target,
      container: root,
      Component,
      props: {},
      committed: undefined,
      waiting: [],
      removing: false,
    };
    byContainer.set(root, entry);
    entries.set(entry.key, entry);
    if (hydrateOwn && target.hydrating?.()) {
      hydrateOwn(entry);
      return entry;
    }
    skipListeners(entry);
    refresh(entry);
    return entry;
  },
  update(context: RenderContext): void {
    refresh(context);
  },
  unmount(context: RenderContext): void {
    context.removing = true;
    queueMicrotask(() => {
      if (!context.removing || context.target.host.isConnected) return;
      entries.delete(context.key);
      for (const resolve of context.waiting.splice(0)) resolve();
      // An element with its own root leaves it; should it come back, it renders in the shared root.
      context.own?.unmount();
      context.own = undefined;
      changed();
    });
  },
};

const targets = new WeakMap<HTMLElement, RenderTarget>();

/** Registers the element behind a shadow root, so `mount` can ask it for props. */
export function registerTarget(target: RenderTarget): void {
  targets.set(target.host, target);
}

function refresh(entry: Entry): void {
  entry.props = entry.target.renderProps();
  if (entry.own) entry.own.notify();
  else changed();
}

/**
 * Asks for a re-render of a mounted element and returns a promise settled once it is committed (at once when the
 * element is not mounted).
 */
export function requestRender(host: HTMLElement): Promise<void> {
  const root = host.shadowRoot;
  const entry = root ? byContainer.get(root) : undefined;
  if (!entry || !entries.has(entry.key) || entry.removing) return Promise.resolve();
  refresh(entry);
  return whenRendered(host);
}

/** Returns a promise settled once the element's latest props are committed (at once when it is not mounted). */
export function whenRendered(host: HTMLElement): Promise<void> {
  const root = host.shadowRoot;
  const entry = root ? byContainer.get(root) : undefined;
  if (!entry || entry.removing || !entries.has(entry.key) || entry.committed === entry.props) return Promise.resolve();
  return new Promise<void>((resolve) => entry.waiting.push(resolve));
}
