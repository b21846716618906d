import { useMemo } from 'react';
import { localeOf, message, type MessageKey } from './messages.js';

/** Returns a function that formats catalogue messages in the locale of `host` (its nearest `lang`). */
export function useMessages(host: Element): (key: MessageKey, values?: Record<string, string | number>) => string {
  const locale = localeOf(host);
  return useMemo(() => (key, values) => message(key, values, locale), [locale]);
}
