import { oneOf } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The reference API's fonts: the families offered and the site's choices (owner only). */
export const FONTS_PATH = '/api/owner/fonts';

/** The longest family name kept (the reference API refuses longer ones too). */
export const MAX_FAMILY_LENGTH = 100;

/** The font weights CSS names, 100 to 900. */
export const FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

/** The categories of a family, each with the CSS generic family a preview falls back to. */
export const FONT_CATEGORIES = {
  serif: 'serif',
  'sans-serif': 'sans-serif',
  display: 'cursive',
  monospace: 'monospace',
} as const;

/** One category of family. */
export type FontCategory = keyof typeof FONT_CATEGORIES;

/** The attributes of `<sqs-font-picker>`. */
export const fontPickerAttributes = {
  /** Which of the site's fonts it chooses: the headings' or the body text's. */
  target: oneOf(['heading', 'body'], 'heading'),
};

/** The detail of `sqs-font-picker-change`. */
export interface FontPickerChangeDetail {
  /** The family chosen (`Lora`). */
  family: string;
  /** Its weight, 100–900. */
  weight: number;
}

/**
 * An owner tool (spec 001 §1: site owners see the widgets plus editor strings) choosing one of the site's fonts —
 * its headings' or its body text's (`target`) — among the open fonts of the reference API (`GET /api/owner/fonts`,
 * owner only; no font service is asked). The families are a listbox (WAI-ARIA APG listbox: Up and Down, Home and
 * End, type-ahead by name; selection follows focus), each shown in its own family with its category's generic family
 * behind it (serif, sans-serif, cursive for display faces, monospace); the weights the chosen family has are radio
 * buttons, a sample line shows the choice, and Save stores it (`PUT /api/owner/fonts` `{ heading | body: { family,
 * weight } }`, with the crumb). A failed load shows 'Unable to load fonts' (spec 001 §8) with Retry; without an owner
 * session it says to sign in as the owner. The host's `data-state` is `loading`, `failed`, `sign-in` or `ready`.
 *
 * @summary Chooses the site's heading or body font among open fonts, previewed in each family, and saves it.
 * @tag sqs-font-picker
 *
 * @event sqs-font-picker-change - The owner chose a family or a weight. Detail: `{ family, weight }`.
 * @event sqs-font-picker-save - The choice was saved. Detail: `{ target, family, weight }`.
 *
 * @csspart base - The wrapper (`aria-busy` while loading or saving).
 * @csspart label - The list's label ('Heading font' or 'Body font').
 * @csspart listbox - The list of families.
 * @csspart option - One family, in its own family (`aria-selected` when chosen).
 * @csspart category - The family's category, after its name.
 * @csspart weights - The group of weights.
 * @csspart weight - One weight's label, in that weight.
 * @csspart preview - The sample line in the chosen family and weight.
 * @csspart save - The Save button.
 * @csspart status - 'Saved', or why saving failed.
 * @csspart load-failed - The failure message with its Retry button.
 * @csspart load-failed-text - 'Unable to load fonts', or the owner sign-in need.
 * @csspart retry - The Retry button.
 *
 * @cssproperty --sqs-font-picker-list-height - The height of the list of families. Default 16rem.
 */
export type SqsFontPickerElement = ElementOf<typeof fontPickerAttributes>;

/** The events `<sqs-font-picker>` dispatches, by name, with their detail. */
export interface SqsFontPickerEvents {
  /** The owner chose a family or a weight (before saving it). */
  'sqs-font-picker-change': FontPickerChangeDetail;
  /** The choice was saved: which font of the site, and what it now is. */
  'sqs-font-picker-save': FontPickerChangeDetail & { target: 'heading' | 'body' };
}

/** The contract of `<sqs-font-picker>`. */
export const fontPickerElement = defineContract('sqs-font-picker', fontPickerAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-font-picker': SqsFontPickerElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsFontPickerEvents {}
}
