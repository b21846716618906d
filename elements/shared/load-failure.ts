import { DataLayerError } from '../../runtime/data-layer.js';
import type { CommonMessageKey } from './messages.js';

/**
 * Returns the general string (spec 000 §8 "Other", spec 001 §8 "Others") that says why a list could not load: 'Network
 * error' without a connection, 'Unable to connect. Please try again' when a gateway could not reach the site (502,
 * 504), 'Something went wrong' for an answer that is not JSON, `notFound` for a 404 (what the list's source is: a
 * collection that cannot be loaded, content that cannot be located), else 'Unable to load results'.
 */
export function loadFailureKey(
  error: unknown,
  notFound: CommonMessageKey = 'common.unable-to-load-results',
): CommonMessageKey {
  if (!(error instanceof DataLayerError)) return 'common.unable-to-load-results';
  if (error.kind === 'connection') return 'common.network-error';
  if (error.kind === 'parse') return 'common.something-went-wrong';
  if (error.status === 404) return notFound;
  if (error.status === 502 || error.status === 504) return 'common.unable-to-connect-try-again';
  return 'common.unable-to-load-results';
}
