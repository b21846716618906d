import type { CensusEnv } from '../../runtime/census.js';
import type { LocalStore } from '../../runtime/storage.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { PopupOverlay } from './PopupOverlay.js';
import { popupOverlayStyles } from './popup-overlay.styles.js';
import { popupOverlayElement, type SqsPopupOverlayElement } from './popup-overlay.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './popup-overlay.en.js';

export type { SqsPopupOverlayElement, SqsPopupOverlayEvents } from './popup-overlay.element.js';

/** Registers `<sqs-popup-overlay>`. */
class PopupOverlayElement
  extends defineElementClass(PopupOverlay, { ...popupOverlayElement, styles: [popupOverlayStyles] })
  implements SqsPopupOverlayElement
{
  /** Where the record is kept (the page's local storage by default). */
  store?: LocalStore;
  /** How census calls are sent (the runtime's outbox by default). */
  censusEnv?: CensusEnv;
  /** The clock (ms since the epoch). */
  now?: () => number;
}

define(popupOverlayElement.tag, PopupOverlayElement);
