/**
 * Helpers for the tests of the elements that load a provider's script (useProviderScript.ts): fresh stand-in
 * addresses, the scripts a page appended, the restrictive cookie policy, and a time-out run on the manual clock.
 */
import { configure, resetConfiguration, type ProviderScriptName } from '../../runtime/context.js';
import { clearCookies } from '../runtime/cookie-recorder.js';
import { manualTimers, type ManualTimers } from '../runtime/fakes.js';

let fresh = 0;

/** Returns an address under `path` (of this origin) that no earlier test asked for: each address loads once per page. */
export const freshAddress = (path: string): string => new URL(`${path}?case=${++fresh}`, location.href).href;

/** Returns a fresh address of the examples' stand-in `file`. */
export const standIn = (file: string): string => freshAddress(`/examples/stand-ins/${file}`);

/** Returns the scripts in the head loading `address`. */
export const scriptsOf = (address: string): HTMLScriptElement[] =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === address);

/** Points providers at stand-ins on this page's origin, which the page allows in code. */
export const pointAt = (urls: Partial<Record<ProviderScriptName, string>>): void =>
  configure({ scriptOrigins: [location.origin], integrations: { urls } });

/** Turns the restrictive cookie policy on: provider scripts wait for the visitor to accept. */
export const restrictive = (): void =>
  configure({ context: { websiteSettings: { cookieBannerSettings: { isAnalyticsCookiesDisabled: true } } } });

/**
 * Returns a manual clock that, the moment the script for `address` is appended (before it can load: a load is a task
 * of its own, after the fetch), advances to 1 ms before `timeoutMs` and then to it, recording in `pending` how many
 * timers were still waiting after each step; `stop()` stops watching.
 */
export function timeOutOnAppend(
  address: string,
  timeoutMs: number,
): { timers: ManualTimers; pending: number[]; stop(): void } {
  const timers = manualTimers();
  const pending: number[] = [];
  const observer = new MutationObserver(() => {
    if (scriptsOf(address).length === 0 || pending.length) return;
    timers.advance(timeoutMs - 1);
    pending.push(timers.pending);
    timers.advance(1);
    pending.push(timers.pending);
  });
  observer.observe(document.head, { childList: true });
  return { timers, pending, stop: () => observer.disconnect() };
}

/** Forgets the configuration, the consent cookie and the providers' globals `names` (the stand-ins' APIs). */
export function forgetProviders(...names: string[]): void {
  resetConfiguration();
  clearCookies();
  for (const name of names) delete (window as unknown as Record<string, unknown>)[name];
}
