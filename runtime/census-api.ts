/**
 * The census's calls as the runtime's API gives them. The census itself (runtime/census.ts) is a chunk of its own,
 * loaded through the chunk loader when the start-up records the page view (at idle, once tracking is allowed), so the
 * start-up download does not carry it; the elements that record import it with their own code.
 */
import type * as census from './census.js';
import { loadChunk, warnChunkFailure } from './load-chunk.js';

type Call =
  | 'recordPageView'
  | 'recordSiteSearch'
  | 'recordButtonRender'
  | 'recordButtonClick'
  | 'recordFormRender'
  | 'recordOverlay'
  | 'recordQuickView';

/**
 * Returns the census's call `name`, made once the census's chunk has arrived; when it cannot load, the failure is
 * logged and the call resolves with undefined, as one that recorded nothing.
 */
function later<K extends Call>(name: K): (typeof census)[K] {
  return ((...args: never[]) =>
    loadChunk('runtime-census', () => import('./census.js')).then(
      (module) => (module[name] as (...all: never[]) => Promise<string | undefined>)(...args),
      (error: unknown) => {
        warnChunkFailure(error);
        return undefined;
      },
    )) as (typeof census)[K];
}

/** Records a page view when the rules allow it (`POST /api/census/RecordHit`); resolves with the outbox id. */
export const recordPageView = later('recordPageView');
/** Records a site search (`POST /api/census/RecordHit`, hit event type 2); resolves with the outbox id. */
export const recordSiteSearch = later('recordSiteSearch');
/** Records that a button was rendered (`POST /api/census/button-render`). */
export const recordButtonRender = later('recordButtonRender');
/** Records a button click (`POST /api/census/button-click`). */
export const recordButtonClick = later('recordButtonClick');
/** Records that a form was rendered (`POST /api/census/form-render`). */
export const recordFormRender = later('recordFormRender');
/** Records a popup overlay event (`POST /api/census/overlay`). */
export const recordOverlay = later('recordOverlay');
/** Records a product quick view (`POST /api/census/RecordQuickView/{id}`). */
export const recordQuickView = later('recordQuickView');
