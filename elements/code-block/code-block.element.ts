import { boolean, string } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';

/** The attributes of `<sqs-code-block>`. */
export const codeBlockAttributes = {
  /**
   * The owner's code as HTML, shown instead of the children: sanitized (formatting, links and pictures; no scripts,
   * styles, frames or forms) unless the host page's code sets `trustCode`.
   */
  code: string(''),
  /** Shows `code` as source text (`<pre class="source-code">`) instead of rendering it: the platform's "display source". */
  displaySource: boolean(),
  /**
   * The platform's block data (`data-block-json`); the platform's code block carries none (its code is rendered in the
   * block), so every key warns once as not supported.
   */
  blockJson: string(''),
};

/**
 * The code block: the site owner's own HTML, rendered in the light DOM as the platform renders it, so the page's own
 * styles apply and crawlers read it. Its children are the owner's page content, kept as they are (the platform's
 * rendered `.sqs-block-content`); their scripts are made again once, when the element first renders, so a copy of
 * the block (the page upgrade, a fragment, `innerHTML`) runs them as the page did — where the page's
 * Content-Security-Policy and Trusted Types allow, and otherwise they stay blocked with one warning, the rest of the
 * block shown. (A script the page's parser already ran inside a hand-written element runs again then: write such a
 * script outside the element.) HTML given as `code` is data, not page content: it goes through the sanitizer, unless
 * the host page's own code opts in with the `trustCode` property (no attribute can), when it is inserted as written
 * and its scripts are made again too — still only where the page's policy allows.
 *
 * @summary The owner's own HTML in the page, its scripts run only where the page's policy allows.
 * @tag sqs-code-block
 *
 * @prop {boolean} trustCode - Set by the host page's code: `code` is inserted as written (default false).
 *
 * @slot - The owner's code as the page carries it (the children of the platform's `.sqs-block-content`).
 * @slot code - The element's own rendering of `code` (a `div` it adds to its light DOM).
 *
 * @csspart base - The wrapper around the shown code.
 */
export interface SqsCodeBlockElement extends SqsElement, AttributeValues<typeof codeBlockAttributes> {
  /** Set by the host page's code: `code` is inserted as written, its scripts run where the page's policy allows. */
  trustCode: boolean;
}

/** The contract of `<sqs-code-block>`. */
export const codeBlockElement = defineContract('sqs-code-block', codeBlockAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-code-block': SqsCodeBlockElement;
  }
}
