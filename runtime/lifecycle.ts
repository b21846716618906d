/**
 * Site initialisation (spec 000 §4 "Site initialisation"): uninitialised → initialised once, by a ready mark that
 * runs the registered initializers; destroy reverses it and runs their destructors, after which ready runs them
 * again (a single-page navigation).
 */

/** Work to do when the site becomes ready; the function it returns, if any, undoes it on destroy. */
export type Initializer = () => void | (() => void);

const _initializers: Initializer[] = [];
let _destructors: Array<() => void> = [];
let _ready = false;

// One failing initializer or destructor must not stop the others; the page's error reporting still sees it.
function guarded(run: () => void): void {
  try {
    run();
  } catch (error) {
    reportError(error);
  }
}

function runInitializer(init: Initializer): void {
  guarded(() => {
    const destructor = init();
    if (typeof destructor === 'function') _destructors.push(destructor);
  });
}

/** Returns whether the site is initialised. */
export function isReady(): boolean {
  return _ready;
}

/** Registers `init` (run now if the site is already ready); returns the function that unregisters it. */
export function registerInitializer(init: Initializer): () => void {
  _initializers.push(init);
  if (_ready) runInitializer(init);
  return () => {
    const index = _initializers.indexOf(init);
    if (index >= 0) _initializers.splice(index, 1);
  };
}

/** Marks the site ready and runs every registered initializer, once until the next `destroy`. */
export function ready(): void {
  if (_ready) return;
  _ready = true;
  for (const init of [..._initializers]) runInitializer(init);
}

/** Runs the destructors (last first) and marks the site uninitialised. */
export function destroy(): void {
  if (!_ready) return;
  _ready = false;
  const destructors = _destructors.reverse();
  _destructors = [];
  for (const destructor of destructors) guarded(destructor);
}
