import { providerId } from '../shared/script-url.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';
import type { Timers } from '../../runtime/lib/timers.js';

/** A social handle: letters, digits and underscores, 15 at most (the provider's rule). */
export const SOCIAL_HANDLE = /^[A-Za-z0-9_]{1,15}$/;

/** The attributes of `<sqs-follow-button>`. */
export const followButtonAttributes = {
  /** The account to follow (without the @); wins over `data-username`. */
  username: providerId(SOCIAL_HANDLE),
  /** The account to follow, as the block's markup names it (spec 001 §3: from data-username). */
  dataUsername: providerId(SOCIAL_HANDLE),
};

/**
 * A follow button (spec 001 §1, §3, §7, §8): a plain link to the account's profile, 'Follow @{username}', which the
 * social widget script upgrades to the provider's follow button once it has loaded. The script loads once per page,
 * from its fixed https origin, once tracking is allowed (consent), and is given up after 10 s; until then, and after
 * a failure or a time-out, the link stays, silently (spec 001 §8: the widget ignores failures). A handle that is not
 * 1 to 15 letters, digits or underscores is refused with a warning and nothing is rendered.
 *
 * @summary A link to a social profile that the provider's widget upgrades to its follow button.
 * @tag sqs-follow-button
 *
 * @prop {Timers} timers - The clock of the load time-out.
 *
 * @csspart base - The wrapper (`data-state` consent | loading | ready | failed; `data-upgraded` once upgraded).
 * @csspart link - The link to the profile.
 * @csspart widget - The mount point the provider's follow button is drawn into.
 *
 * @cssproperty --sqs-follow-button-color - The link's colour.
 */
export interface SqsFollowButtonElement extends SqsElement, AttributeValues<typeof followButtonAttributes> {
  /** The clock of the load time-out. */
  timers?: Timers;
}

/** The contract of `<sqs-follow-button>`. */
export const followButtonElement = defineContract('sqs-follow-button', followButtonAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-follow-button': SqsFollowButtonElement;
  }
}
