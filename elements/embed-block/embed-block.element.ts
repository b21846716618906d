import { string } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The attributes of `<sqs-embed-block>`. */
export const embedBlockAttributes = {
  /** The owner's embed code: one `<iframe>` of an https page; sanitized, sandboxed. */
  html: string(''),
  /**
   * The platform's embed block data (`data-block-json`): its `html` stands for the attribute of the same name, which
   * wins when set; its `width` and `height` give the box's proportions when the iframe gives none.
   */
  blockJson: string(''),
};

/**
 * The platform's embed block: the owner's embed code (a slide deck, a map, a form, a player …) in a box of the
 * embed's proportions, reserved before the page inside has loaded, so nothing below it moves. The code comes from
 * `html`, else the block data's `html` (`block-json`), else the block's rendered markup among the children (the
 * rendered iframe, or a wrapper's `data-html`). It goes through the same sanitizer as `<sqs-video>`: one iframe of an
 * https page (or a page of this site) is shown, sandboxed, with no permissions (scripts and pop-ups only, never the
 * page's origin); a protocol-relative source is https, line breaks around the iframe are ignored and an embed
 * service's wrapper (`cdn.embedly.com/widgets/media.html?src=…`) is replaced by the provider's page it wraps. Anything
 * else (a script widget, several elements, another scheme) shows 'This embed cannot be shown.' and warns once.
 * The box takes the iframe's width-to-height ratio (or the block data's `width` and `height`); an iframe with only a
 * height in pixels (`width="100%" height="460"`) takes that height; with neither, 56.3 %. Of the block data, `url`,
 * `providerName`, `thumbnailUrl`, `resolved` and `customThumbEnabled: false` change nothing shown; any other key (a
 * custom thumbnail among them) is warned once, naming it.
 *
 * @summary The owner's embedded page, sanitized and sandboxed, at its own proportions.
 * @tag sqs-embed-block
 *
 * @csspart base - The embed's box.
 * @csspart frame - The area holding the embedded page's iframe.
 * @csspart error - The message shown instead of an embed that cannot be shown.
 *
 * @cssproperty --sqs-embed-block-aspect-ratio - The box's height as a percentage of its width when the embed gives no proportions. Default 56.3%.
 */
export type SqsEmbedBlockElement = ElementOf<typeof embedBlockAttributes>;

/** The contract of `<sqs-embed-block>`. */
export const embedBlockElement = defineContract('sqs-embed-block', embedBlockAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-embed-block': SqsEmbedBlockElement;
  }
}
