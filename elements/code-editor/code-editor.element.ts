import { defineContract, type SqsElement } from '../shared/element-types.js';

/** The parts of the site whose injected code the editor holds: the page's head and its foot. */
export const CODE_REGIONS = ['header', 'footer'] as const;
/** One of the code regions. */
export type CodeRegion = (typeof CODE_REGIONS)[number];

/** The attributes of `<sqs-code-editor>`: none; what it edits comes from the site. */
export const codeEditorAttributes = {};

/** The detail of `sqs-code-editor-change`: the code now saved in each region. */
export interface CodeEditorChangeDetail {
  /** The code injected into every page's head. */
  header: string;
  /** The code injected at the foot of every page. */
  footer: string;
}

/**
 * The owner's code-injection editor: the code the site injects into every page's head (Header) and foot (Footer),
 * each in a text area with line numbers, read from and saved to the reference API's site header and footer
 * (`GET`/`PUT /api/site-header-footer`, fields `header.code` and `footer.code`; the other fields are kept as they
 * are). Saving needs an owner session: without one the element says the owner must sign in. On Android (a user agent
 * naming it) it shows 'Code editing is not available on Android' and the code read-only, with no Save button. After a
 * save it dispatches `sqs-code-editor-change`, which the runtime relays to the owner's other tabs; a change relayed
 * from another tab reloads the code unless this one has unsaved edits. An owner tool: no visitor page carries it.
 *
 * @summary The owner's header and footer code injection, with line numbers, read-only on Android.
 * @tag sqs-code-editor
 *
 * @event sqs-code-editor-change - The code was saved. Detail: `{ header, footer }`.
 *
 * @csspart base - The form.
 * @csspart notice - The Android notice.
 * @csspart field - Each region's label and editor.
 * @csspart label - Each region's label.
 * @csspart editor - The scrolling box of line numbers and code.
 * @csspart gutter - The line numbers.
 * @csspart code - The text area.
 * @csspart save - The Save button.
 * @csspart status - The polite status: loading, saving, saved.
 * @csspart error - The error, read out when it appears.
 *
 * @cssproperty --sqs-code-editor-height - The most the editor grows to before it scrolls.
 * @cssproperty --sqs-code-editor-font - The code's font.
 */
export interface SqsCodeEditorElement extends SqsElement {
  /** The user agent read for Android (the browser's by default; tests set it before the element renders). */
  userAgent?: string;
  /** How the code is requested (the page's `fetch` by default, through the runtime's data layer). */
  fetcher?: typeof fetch;
}

/** The events `<sqs-code-editor>` dispatches, by name, with their detail. */
export interface SqsCodeEditorEvents {
  /** The owner saved the code; the detail is the code now saved in each region. */
  'sqs-code-editor-change': CodeEditorChangeDetail;
}

/** The contract of `<sqs-code-editor>`. */
export const codeEditorElement = defineContract('sqs-code-editor', codeEditorAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-code-editor': SqsCodeEditorElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsCodeEditorEvents {}
}
