/**
 * The provider scripts elements load themselves (spec 000 §7 "two reservation-provider scripts", spec 001 §1 "Follow
 * button: loads an external social widget script"): each from its provider's fixed https origin, named in code, through
 * the trusted path of runtime/trusted-script.ts; once per page however many elements ask; only once tracking is allowed
 * (the providers set cookies: runtime/consent.ts); and given up after a time-out (the chunk loader's).
 */
import { useEffect, useState } from 'react';
import { onConsentChange, trackingAllowed } from '../../../runtime/consent.js';
import { integrationOptions, type ProviderScriptName } from '../../../runtime/context.js';
import type { Timers } from '../../../runtime/lib/timers.js';
import { scriptOriginAllowed } from '../../../runtime/script-origins.js';
import { appendScript } from '../../../runtime/trusted-script.js';
import { loadChunk } from '../../../runtime/load-chunk.js';

/** One provider's script. */
export interface ProviderScript {
  /** Its key in `configure({ integrations: { urls } })`, where a host page may point it at a stand-in. */
  readonly name: ProviderScriptName;
  /** The provider's own https address. */
  readonly url: string;
  /** How long the script may take to load, in ms. */
  readonly timeoutMs: number;
  /** Returns true once the provider's API the element calls is there. */
  ready(): boolean;
}

/** Where a provider's script stands: waiting for consent, loading, loaded (its API is there) or given up. */
export type ProviderScriptState = 'consent' | 'loading' | 'ready' | 'failed';

/** The loads so far, by address: a page asks each address once, whatever the outcome. */
const loads = new Map<string, Promise<void>>();

/**
 * Returns the address `script` loads from: the stand-in the host page named in code (`configure({ integrations: { urls
 * } })`) when it is on an allowed script origin (`configure({ scriptOrigins })`), else the provider's own.
 */
export function providerScriptUrl(script: ProviderScript): string {
  const standIn = integrationOptions().urls?.[script.name];
  if (!standIn) return script.url;
  try {
    const absolute = new URL(standIn, document.baseURI).href;
    if (scriptOriginAllowed(absolute)) return absolute;
  } catch {
    // not a url: the provider's own address
  }
  return script.url;
}

/**
 * Loads `script` once per page and resolves when its API is there; rejects when the script fails, loads without its
 * API, is refused (trusted-script.ts) or has not loaded within its time-out (`timers`' clock). Every caller of one
 * address shares the first call's outcome.
 */
export function loadProviderScript(script: ProviderScript, timers?: Timers): Promise<void> {
  const address = providerScriptUrl(script);
  let loading = loads.get(address);
  if (!loading) {
    loading = script.ready()
      ? Promise.resolve()
      : loadChunk(
          script.name,
          () =>
            new Promise<void>((resolve, reject) => {
              // The provider's origin is allowed for its own script only, not for any script url an attribute names.
              const element = appendScript(address, [new URL(script.url).origin]);
              element.addEventListener('load', () => (script.ready() ? resolve() : reject(new Error(address))));
              element.addEventListener('error', () => reject(new Error(address)));
            }),
          { timeoutMs: script.timeoutMs, retries: 0, ...(timers && { timers }) },
        );
    loads.set(address, loading);
    // Failures are the callers' to show (or to ignore silently); none goes unhandled.
    loading.catch(() => undefined);
  }
  return loading;
}

/** Returns whether tracking is allowed, following the visitor's choices (not on a server, which knows none). */
function useTrackingAllowed(): boolean {
  const [allowed, setAllowed] = useState(() => typeof document !== 'undefined' && trackingAllowed());
  useEffect(() => onConsentChange(() => setAllowed(trackingAllowed())), []);
  return allowed;
}

/**
 * Returns where `script` stands for an element: it loads (once per page) only when tracking is allowed, and not at
 * all while `script` is null (nothing to show).
 */
export function useProviderScript(script: ProviderScript | null, timers?: Timers): ProviderScriptState {
  const allowed = useTrackingAllowed();
  const [outcome, setOutcome] = useState<{ script: ProviderScript; state: ProviderScriptState } | null>(null);
  useEffect(() => {
    if (!script || !allowed) return;
    let live = true;
    loadProviderScript(script, timers).then(
      () => live && setOutcome({ script, state: 'ready' }),
      () => live && setOutcome({ script, state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [script, allowed, timers]);
  if (!allowed) return 'consent';
  return outcome?.script === script ? outcome.state : 'loading';
}
