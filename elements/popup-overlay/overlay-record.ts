/** The local-storage record of the popup overlay (spec 000 §3 "Popup overlay settings"). */
export interface OverlayRecord {
  /** The overlay version the record is about; a new version starts afresh. */
  version: number;
  /** Whether the visitor submitted the overlay's form. */
  submitted: boolean;
  /** When the visitor last closed it (ms since the epoch), or null. */
  closedDate: number | null;
}

/** The settings that decide whether the overlay shows. */
export interface OverlaySettings {
  version: number;
  showUntilSignup: boolean;
  /** Days before a closed overlay shows again; -1 never again. */
  displayFrequency: number;
  enableMobile: boolean;
}

/** The local-storage key of the record. */
export const OVERLAY_RECORD_KEY = 'sqs-popup-overlay';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Returns whether the overlay shows: never on a mobile-width window unless `enableMobile`; always without a record
 * or with one of another version; never again after a submission; with `showUntilSignup`, on every visit until
 * then; otherwise once `displayFrequency` days have passed since it was closed (-1: never again after a close).
 */
export function shouldShowOverlay(
  record: OverlayRecord | undefined,
  settings: OverlaySettings,
  now: number,
  mobile: boolean,
): boolean {
  if (mobile && !settings.enableMobile) return false;
  if (!record || record.version !== settings.version) return true;
  if (record.submitted) return false;
  if (settings.showUntilSignup || record.closedDate === null) return true;
  if (settings.displayFrequency < 0) return false;
  return now - record.closedDate >= settings.displayFrequency * DAY_MS;
}
