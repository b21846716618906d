import { useLayoutEffect } from 'react';

/**
 * An element's public methods reach its state through a controller the element's hook owns: the element class stays a
 * thin façade (`goTo`, `play`, `unforce`) and never holds state that render writes. The hook registers its controller
 * after every commit, so a method always calls the latest closures.
 */
const controllers = new WeakMap<Element, object>();

/** Registers `controller` as `host`'s while the component is mounted, renewing it after every commit. */
export function useController<C extends object>(host: Element, controller: C): void {
  useLayoutEffect(() => {
    controllers.set(host, controller);
    return () => {
      if (controllers.get(host) === controller) controllers.delete(host);
    };
  });
}

/** Returns `host`'s controller, or undefined before its first render and after it unmounted. */
export function controllerOf<C extends object>(host: Element): C | undefined {
  return controllers.get(host) as C | undefined;
}
