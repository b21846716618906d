import { messages } from '../messages.js';

/**
 * Throws 'Data is empty' unless `data` is an object with at least one field (spec 001 §5): the check of a performance
 * record, made by the collector and, before its code has arrived, by the runtime's stand-in for it.
 */
export function assertData(data: Record<string, unknown> | null | undefined): asserts data is Record<string, unknown> {
  if (!data || typeof data !== 'object' || Object.keys(data).length === 0) throw new Error(messages.dataIsEmpty);
}
