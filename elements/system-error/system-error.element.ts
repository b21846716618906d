import { boolean, oneOf } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The attributes of `<sqs-system-error>`. */
export const systemErrorAttributes = {
  /** Whether the overlay shows; set when an error is reported, cleared by 'Clear'. */
  open: boolean(),
  /** A cleaned error ('Something Went Wrong!') or a network failure. Default `error`. */
  kind: oneOf(['error', 'network'], 'error'),
};

/**
 * The system error overlay (spec 000 §8 "Data layer", "Other"). It opens by itself when the runtime reports
 * `authorizationFail` (its `sqs-system-error` event on `document`) — 'Something Went Wrong!' — or when a data-layer
 * request fails to connect and nobody handles it — 'Network error', 'Unable to connect…'. It offers 'Reload Page'
 * and 'Clear'. An alert dialog: focus moves to 'Reload Page', stays on the two buttons, Escape clears, and clearing
 * returns focus where it was.
 *
 * @summary The overlay shown when the site cannot go on: 'Something Went Wrong!', with 'Reload Page' and 'Clear'.
 * @tag sqs-system-error
 *
 * @csspart backdrop - The layer covering the page.
 * @csspart base - The alert dialog.
 * @csspart title - Its heading.
 * @csspart message - The connection message (network failures).
 * @csspart actions - The wrapper of the buttons.
 * @csspart reload - The 'Reload Page' button.
 * @csspart clear - The 'Clear' button.
 *
 * @cssproperty --sqs-system-error-z-index - The stacking level (default 30010, above the rest of the managed UI from 30000).
 * @cssproperty --sqs-system-error-backdrop - The colour covering the page.
 * @cssproperty --sqs-system-error-background - The dialog's background.
 * @cssproperty --sqs-system-error-width - The dialog's width.
 * @cssproperty --sqs-system-error-padding - The space inside the dialog.
 */
export type SqsSystemErrorElement = ElementOf<typeof systemErrorAttributes>;

/** The events `<sqs-system-error>` dispatches, by name, with their detail. */
export interface SqsSystemErrorEvents {
  /** 'Reload Page' was pressed; the page reloads unless a listener calls `preventDefault()`. */
  'sqs-reload': Record<string, never>;
  /** 'Clear' (or Escape) closed the overlay. */
  'sqs-clear': Record<string, never>;
}

/** The contract of `<sqs-system-error>`. */
export const systemErrorElement = defineContract('sqs-system-error', systemErrorAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-system-error': SqsSystemErrorElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsSystemErrorEvents {}
}
