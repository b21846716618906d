import { url } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';

/** The attributes of `<sqs-link-editor>`. */
export const linkEditorAttributes = {
  /**
   * The link being edited, an href: it opens the editor on its tab with its field filled; "Apply" sets it. A
   * `javascript:`, `data:` or other scheme warns once and leaves the editor empty.
   */
  value: url(''),
};

/** What a link points at, one per tab: a page of the site, a web address, an email, a phone number or a file. */
export type LinkKind = 'page' | 'url' | 'email' | 'phone' | 'file';

/** The detail of `sqs-link-editor-change`. */
export interface LinkEditorChangeDetail {
  /** The tab the link was made on. */
  kind: LinkKind;
  /** The link: a site path or http(s) address (page, url, file), `mailto:…` (email) or `tel:…` (phone). */
  href: string;
  /** The page's title or the file's name, for a page or a file link. */
  label?: string;
}

/**
 * The owner's link editor (spec 001 §1, §2 "a link editor (tabs Page, Web Address, Email, Phone, File)"): five tabs
 * (WAI-ARIA APG tabs, automatic activation: the arrow keys, Home and End move between the tabs and show each one's
 * panel; only the selected tab is in the tab order; each panel is labelled by its tab), then "Apply".
 *
 * - **Page**: the site's pages from the reference API's owner-only `GET /api/owner/pages` (title, url, type), one
 *   radio button each. While they load it says so; a failure says 'Unable to load results' with a button that loads
 *   them again ('Unable to load. Try again.'); without an owner session it asks for the owner's sign-in.
 * - **Web Address**: an `http://` or `https://` address with a host, or a path of the site from `/`. Anything else —
 *   `javascript:`, `data:`, `//host`, any other scheme — is refused with 'Links must be formatted as {host} or
 *   {host}' (spec 001 §5; the two placeholders show, as `runtime/validation.ts` fills them, `http://www.example.com` and `https://www.example.com`), a path that
 *   is not a page URL with '{val} is not a valid page URL'.
 * - **Email**: an address, made `mailto:` (its characters percent-encoded but `@`, so nothing can add a query);
 *   'Please enter a valid email' when empty, 'Emails must be formatted as {email}' when malformed.
 * - **Phone**: digits, spaces and dashes with an optional leading `+` (at least four digits or `+`, the spec's tel
 *   link rule), made `tel:` with the spaces and dashes removed: `+33 1 23-45` → `tel:+3312345`.
 * - **File**: a `<sqs-file-manager mode="pick">`; its `sqs-file-manager-pick` event (`{ url, name, size, type }`)
 *   chooses the file, whose address must be a site path or an http(s) address.
 *
 * "Apply" checks the shown tab's field (its message tied to it with `aria-describedby`, focus moved to it) and, when
 * it is valid, sets `value` and dispatches `sqs-link-editor-change`. A `value` opens its tab: `mailto:` Email,
 * `tel:` Phone, a path under `/s/` (the platform's file links) File, another path Page when it is one of the site's
 * pages (Web Address otherwise), any other address Web Address. The host reflects the shown tab as `data-tab` and the
 * page list's state as `data-state` (`loading`, `success`, `empty`, `failed`, `sign-in`). A page with the autoloader
 * loads the file manager inside the File tab on its own.
 *
 * @summary The owner's link editor: a page, web address, email, phone number or file, as one href.
 * @tag sqs-link-editor
 *
 * @event sqs-link-editor-change - "Apply" made a valid link. Detail: `{ kind, href, label? }`.
 *
 * @csspart base - The form around the tabs, the panels and "Apply".
 * @csspart tabs - The tab list.
 * @csspart tab - A tab.
 * @csspart panel - A tab's panel.
 * @csspart pages - The list of pages.
 * @csspart legend - The name of the list of pages.
 * @csspart page - A page's choice.
 * @csspart page-title - A page's title.
 * @csspart page-url - A page's path.
 * @csspart status - What the page list says while it loads, when empty, or without an owner session.
 * @csspart load-failed - The page list's failure, with its `retry` button.
 * @csspart field - A label and its input.
 * @csspart label - A field's label.
 * @csspart input - An input.
 * @csspart error - The message of a field that is not valid.
 * @csspart file - The chosen file's name.
 * @csspart apply - The "Apply" button.
 *
 * @cssproperty --sqs-link-editor-min-height - The room the editor keeps. Default 320px.
 * @cssproperty --sqs-link-editor-accent - The selected tab's mark.
 */
export interface SqsLinkEditorElement extends SqsElement, AttributeValues<typeof linkEditorAttributes> {
  /** How the page list is requested (the page's `fetch` by default). */
  fetcher?: typeof fetch;
}

/** The events `<sqs-link-editor>` dispatches, by name, with their detail. */
export interface SqsLinkEditorEvents {
  /** "Apply" made a valid link: its tab (`page`, `url`, `email`, `phone`, `file`), its href and its label. */
  'sqs-link-editor-change': LinkEditorChangeDetail;
}

/** The contract of `<sqs-link-editor>`. */
export const linkEditorElement = defineContract('sqs-link-editor', linkEditorAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-link-editor': SqsLinkEditorElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsLinkEditorEvents {}
}
