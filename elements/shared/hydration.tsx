/**
 * Hydration for the elements whose contract says `hydrate: true` (their `define.ts` imports this module): an element
 * with a server render readied for it (`RenderTarget.hydrating`) gets a React root of its own, which adopts the
 * server's nodes (see the renderer). The other elements never load it.
 */
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Rendered, setHydration, type Entry, type OwnRoot } from './renderer.js';

/** An element's own root and the listeners its props' changes notify: once per task, as the shared root's store. */
class Own implements OwnRoot {
  root: Root | undefined;
  readonly listeners = new Set<() => void>();
  notifying = false;

  notify(): void {
    if (this.notifying) return;
    this.notifying = true;
    queueMicrotask(() => {
      this.notifying = false;
      for (const listener of this.listeners) listener();
    });
  }

  unmount(): void {
    this.root?.unmount();
  }
}

/**
 * Hydrates `entry`'s server render in a root of its own, with its current props; later props reach it through its
 * own listeners, rendered (as the shared root's are) in a microtask, before the paint. A server render that does not
 * match (the data its page holds proved unusable, say, and the element shows its loading state instead) is rendered
 * again by React, which leaves the server's nodes in a shadow root (it clears only an element or a document): they
 * are taken out in the same commit, so the element never shows twice. The element's own warning, if any, says why.
 */
function hydrate(entry: Entry): void {
  entry.props = entry.target.renderProps();
  const { container } = entry;
  const server = [...container.childNodes];
  const own = new Own();
  entry.own = own;
  // Synchronously, as the shared root first renders (React's default schedule would hydrate a task later). React
  // hydrates any container node; its types name only elements and documents.
  flushSync(() => {
    own.root = hydrateRoot(container as unknown as Element, <Hydrated entry={entry} own={own} />, {
      onUncaughtError: (error) => console.error('[sqs-elements] render failed', error),
      onRecoverableError: () => {
        for (const node of server) if (node.parentNode === container) node.remove();
      },
    });
  });
}

function Hydrated({ entry, own }: { entry: Entry; own: Own }): ReactNode {
  const props = useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        own.listeners.add(listener);
        return () => own.listeners.delete(listener);
      },
      [own],
    ),
    () => entry.props,
    () => entry.props,
  );
  return <Rendered entry={entry} props={props} />;
}

setHydration(hydrate);
