import { useMemo, useSyncExternalStore } from 'react';
import {
  catalogueVersion,
  localeOf,
  message,
  subscribeCatalogues,
  type CommonMessageKey,
  type Messages,
} from './messages.js';

/** Formats one of an element's messages (or a common one) with its values. */
export type Translate<M extends Messages> = (
  key: (keyof M | CommonMessageKey) & string,
  values?: Record<string, string | number>,
) => string;

/**
 * Returns a function that formats messages in the locale of `host` (see `localeOf`), falling back to `english`, the
 * element's own English messages. The element re-renders when a catalogue arrives (a lazily loaded locale, or one the
 * host page registers).
 */
export function useMessages<M extends Messages>(host: Element, english: M): Translate<M> {
  const version = useSyncExternalStore(subscribeCatalogues, catalogueVersion, catalogueVersion);
  const locale = localeOf(host);
  return useMemo(() => {
    void version; // a new function for each catalogue that arrives, so what depends on it renders again
    return (key, values) => message(key, values, locale, english);
  }, [locale, english, version]);
}
