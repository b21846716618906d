/**
 * Runs `task` when the browser is next idle (at most `timeout` ms later), or at once if the page is being hidden
 * first, so deferred work (a page view, the metrics library) is never lost to a quick exit. Returns a function that
 * cancels it.
 */
export function whenIdle(task: () => void, timeout = 2000, win: Window = window): () => void {
  let done = false;
  const run = (): void => {
    if (done) return;
    cancel();
    task();
  };
  const onHide = (): void => {
    if (win.document.visibilityState === 'hidden') run();
  };
  const idle = typeof win.requestIdleCallback === 'function';
  const handle = idle ? win.requestIdleCallback(run, { timeout }) : win.setTimeout(run, 1);
  win.addEventListener('pagehide', run);
  win.document.addEventListener('visibilitychange', onHide);
  function cancel(): void {
    done = true;
    if (idle) win.cancelIdleCallback(handle);
    else win.clearTimeout(handle);
    win.removeEventListener('pagehide', run);
    win.document.removeEventListener('visibilitychange', onHide);
  }
  return cancel;
}
