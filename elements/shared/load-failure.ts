import { DataLayerError } from '../../runtime/data-layer.js';

/** The general messages of spec 001 §8 "Others" a failed load of content shows. */
export type LoadFailureKey =
  | 'common.unable-to-connect-try-again'
  | 'common.unable-to-locate-content'
  | 'common.something-went-wrong'
  | 'common.unable-to-load-results';

/**
 * Returns the general message (spec 001 §8 "Others") for a failed load of content: 'Unable to connect. Please try
 * again' without a connection, 'Unable to locate content' when the server has no such content (404), 'Something went
 * wrong' when the answer cannot be read (not JSON, or not the shape asked for), else 'Unable to load results'. The
 * spec gives these no place (docs/deviations.md#general-messages).
 */
export function loadFailureKey(error: unknown): LoadFailureKey {
  // What a request's own reading of the answer throws is not the data layer's: the answer had the wrong shape.
  if (!(error instanceof DataLayerError))
    return error ? 'common.something-went-wrong' : 'common.unable-to-load-results';
  if (error.kind === 'connection') return 'common.unable-to-connect-try-again';
  if (error.kind === 'status' && error.status === 404) return 'common.unable-to-locate-content';
  if (error.kind === 'parse') return 'common.something-went-wrong';
  return 'common.unable-to-load-results';
}
