import { string } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The reference API's time zones with their offsets and the site's (owner only). */
export const TIME_ZONES_PATH = '/api/owner/time-zones';
/** Where the site's time zone is saved (owner only). */
export const TIME_ZONE_PATH = '/api/owner/time-zone';

/** The longest time zone id kept, and the longest filter (the reference API refuses longer ids too). */
export const MAX_ZONE_LENGTH = 64;

/** The attributes of `<sqs-time-zone-picker>`. */
export const timeZonePickerAttributes = {
  /** The filter the list opens with (at most 64 characters; a longer one warns and is ignored). */
  filter: string(''),
};

/** The detail of `sqs-time-zone-picker-change`. */
export interface TimeZonePickerChangeDetail {
  /** The IANA time zone chosen (`Europe/Paris`). */
  timeZone: string;
}

/**
 * An owner tool (spec 001 §1: site owners see the widgets plus editor strings) choosing the site's time zone — the
 * site context's `website.timeZone`, in which `<sqs-events>` shows dates — among the IANA time zones of the reference
 * API (`GET /api/owner/time-zones`, owner only: the server's own zones with their offset now). A filter field narrows
 * the list (by name or offset: `paris`, `+05:30`); the list is a listbox (WAI-ARIA APG listbox: Up and Down, Home and
 * End, type-ahead; selection follows focus) whose options read `Europe/Paris (UTC+01:00)`. Save stores the choice
 * (`PUT /api/owner/time-zone` `{ timeZone }`, with the crumb); the next page the server renders carries it in its site
 * context. A failed load shows spec 001 §8's 'Failed to load timezone', which advises retrying or checking the site's
 * availability: 'Failed to load timezone. Please try again, or check that your site is available.', with Retry;
 * without an owner session it says to sign in as the owner. The host's `data-state` is `loading`, `failed`, `sign-in`
 * or `ready`.
 *
 * @summary Chooses the site's time zone from a filterable list of IANA zones with their offsets, and saves it.
 * @tag sqs-time-zone-picker
 *
 * @event sqs-time-zone-picker-change - The owner chose a time zone. Detail: `{ timeZone }`.
 * @event sqs-time-zone-picker-save - The site's time zone was saved. Detail: `{ timeZone }`.
 *
 * @csspart base - The wrapper (`aria-busy` while loading or saving).
 * @csspart label - The list's label ('Time zone').
 * @csspart filter-label - The filter field's label.
 * @csspart filter - The filter field.
 * @csspart listbox - The list of time zones.
 * @csspart option - One time zone with its offset (`aria-selected` when chosen).
 * @csspart empty - 'No results found', when the filter matches none.
 * @csspart save - The Save button.
 * @csspart status - 'Saved', or why saving failed.
 * @csspart load-failed - The failure message with its Retry button.
 * @csspart load-failed-text - 'Failed to load timezone…', or the owner sign-in need.
 * @csspart retry - The Retry button.
 *
 * @cssproperty --sqs-time-zone-picker-list-height - The height of the list. Default 16rem.
 */
export type SqsTimeZonePickerElement = ElementOf<typeof timeZonePickerAttributes>;

/** The events `<sqs-time-zone-picker>` dispatches, by name, with their detail. */
export interface SqsTimeZonePickerEvents {
  /** The owner chose a time zone (before saving it). */
  'sqs-time-zone-picker-change': TimeZonePickerChangeDetail;
  /** The site's time zone was saved. */
  'sqs-time-zone-picker-save': TimeZonePickerChangeDetail;
}

/** The contract of `<sqs-time-zone-picker>`. */
export const timeZonePickerElement = defineContract('sqs-time-zone-picker', timeZonePickerAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-time-zone-picker': SqsTimeZonePickerElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsTimeZonePickerEvents {}
}
